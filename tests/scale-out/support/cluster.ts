import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readServeCommand, withThisNode } from '../../../scripts/serve-command.ts';
import { freePort, type RedisServer, startRedisServer } from '../../../src/server/test/redis-server.ts';
import { type S3Server, startS3Server } from '../../../src/server/test/s3-server.ts';

/**
 * What an operator runs (docs/decisions/060-more-than-one-process.md), on loopback ports: a fresh database on the
 * machine's PostgreSQL (DATABASE_URL, else the local server), Redis, an S3-compatible server, two app processes
 * started as the container starts one (`npm run serve`), and haproxy balancing them round robin with the
 * deployment's config. stop() ends all of them.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
/** The load balancer's config, shared with compose.yaml. */
const HAPROXY_CONFIG = 'deploy/haproxy.cfg';

export interface AppProcess {
  readonly url: string;
  isRunning(): boolean;
  output(): string;
  kill(): Promise<void>;
}

export interface Cluster {
  /** The load balancer's address: what students use. */
  readonly url: string;
  readonly apps: readonly [AppProcess, AppProcess];
  /** The same settings both app processes run with. */
  readonly env: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

export async function startCluster(settings: { authRateLimit: number }): Promise<Cluster> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'passiton-scale-out-'));
  const stops: (() => Promise<void>)[] = [() => rm(folder, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
  };
  try {
    const database = await createDatabase();
    stops.push(database.drop);
    const redis: RedisServer = await startRedisServer();
    stops.push(redis.stop);
    const s3: S3Server = await startS3Server();
    stops.push(s3.stop);
    const balancerPort = await freePort();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      PAYMENTS: 'simulated',
      // Each process writes its e-mail to files of its own; mail delivery is not what this test is about.
      ALLOW_MAIL_FILES: 'true',
      // Nor is Web Push (docs/decisions/086-web-push.md).
      PUSH: 'off',
      CONTACT_EMAIL: 'help@passiton.example',
      CONTACT_PHONE: '+91 80000 00000',
      TRUST_PROXY: 'true',
      REDIS_URL: redis.url,
      S3_ENDPOINT: s3.settings.endpoint ?? '',
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      AUTH_RATE_LIMIT: String(settings.authRateLimit),
      // The test orders in a burst from one account; the limits against hoarding are tested elsewhere.
      ORDER_RATE_LIMIT: '100000',
      COD_OPEN_ORDER_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    };
    // Both at once on the fresh database, as replicas start: one migrates while the other waits for it.
    const started = await Promise.allSettled([1, 2].map((n) => startApp(env, path.join(folder, `app-${n}`))));
    for (const result of started) if (result.status === 'fulfilled') stops.push(result.value.kill);
    const [first, second] = started.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    }) as [AppProcess, AppProcess];
    const balancer = await startHaproxy(balancerPort, [first.url, second.url]);
    stops.push(balancer);
    return { url: `http://127.0.0.1:${balancerPort}`, apps: [first, second], env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `passiton_scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return once(child, 'exit').then(() => undefined);
}

/** `npm run serve`'s command, with this Node.js, on a port of its own. */
async function startApp(env: Record<string, string>, dataDir: string): Promise<AppProcess> {
  const port = await freePort();
  const [command, ...args] = withThisNode(readServeCommand(repoRoot));
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const app: AppProcess = {
    url: `http://127.0.0.1:${port}`,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    kill: async () => {
      if (app.isRunning()) child.kill('SIGKILL');
      await exited(child);
    },
  };
  try {
    await waitForReady(`${app.url}/readyz`, () => (app.isRunning() ? undefined : app.output()));
  } catch (error) {
    await app.kill();
    throw error;
  }
  return app;
}

/**
 * haproxy in the foreground with the deployment's own config (deploy/haproxy.cfg, as compose.yaml runs it): round
 * robin over both apps, each health-checked on /readyz, here on loopback ports.
 */
async function startHaproxy(port: number, apps: string[]): Promise<() => Promise<void>> {
  const [first, second] = apps.map((url) => new URL(url).host);
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', path.join(repoRoot, HAPROXY_CONFIG)], {
    env: {
      PATH: process.env.PATH,
      BALANCER_BIND: `127.0.0.1:${port}`,
      APP1_ADDRESS: first,
      APP2_ADDRESS: second,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  try {
    await waitForReady(`http://127.0.0.1:${port}/readyz`, () =>
      child.exitCode === null ? undefined : output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Polls `url` until it answers 200; `died` returns the output of a process that exited meanwhile. */
async function waitForReady(url: string, died: () => string | undefined): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const output = died();
    if (output !== undefined) throw new Error(`${url} exited before it was ready:\n${output}`);
    const status = await fetch(url).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => undefined,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${url} was not ready within ${READY_TIMEOUT_MS} ms`);
}
