import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/**
 * The real server, `node src/server/main.ts`, as a child process on its own port: what the fault tests
 * kill, starve of its database or hang up on. Every process started here is stopped by stopAllServers().
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** A cold start type-strips and loads the whole server; on a busy two-core machine that takes a while. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerOptions {
  dataDir: string;
  /** Settings on top of the quiet test defaults (DATABASE_URL, DATABASE_POOL_SIZE …). */
  env?: Record<string, string>;
}

export interface ServerProcess {
  readonly url: string;
  readonly dataDir: string;
  /** True until the process has exited, however it ended. */
  isRunning(): boolean;
  /** What the process wrote to stdout and stderr, for failure messages. */
  output(): string;
  /** Ends the process at once, as a crash or an out-of-memory kill would; resolves once it is gone. */
  kill(): Promise<void>;
  /** Asks for a graceful shutdown (SIGTERM) and waits for it, killing the process if it hangs. */
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();

/** A port nobody listens on right now, chosen by the operating system. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || address === null) throw new Error('no port was assigned');
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return once(child, 'exit').then(() => undefined);
}

/**
 * The embedded database a server on `dataDir` opens (DATA_DIR/db) starts as a copy of the run's migrated one
 * (global-setup.ts); a server started again on the same folder finds its own database there.
 */
async function giveMigratedDatabase(dataDir: string): Promise<void> {
  const database = path.join(dataDir, 'db');
  const exists = await stat(database).then(
    () => true,
    () => false,
  );
  if (!exists) await cp(inject('migratedPgliteFolder'), database, { recursive: true });
}

/** Starts the server and resolves once /readyz answers 200; rejects with its output if it dies first. */
export async function startServer({ dataDir, env = {} }: ServerOptions): Promise<ServerProcess> {
  if (!env.DATABASE_URL) await giveMigratedDatabase(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: repoRoot,
    // Only what the server needs: a DATABASE_URL of the shell running the tests must not leak in.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '100000',
      // Fault tests order in bursts from one account; the limits against hoarding are tested elsewhere.
      ORDER_RATE_LIMIT: '100000',
      COD_OPEN_ORDER_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    isRunning: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async kill() {
      if (server.isRunning()) child.kill('SIGKILL');
      await exited(child);
      running.delete(server);
    },
    async stop() {
      if (server.isRunning()) child.kill('SIGTERM');
      const timedOut = await Promise.race([
        exited(child).then(() => false),
        sleep(STOP_TIMEOUT_MS).then(() => true),
      ]);
      if (timedOut) await server.kill();
      running.delete(server);
    },
  };
  running.add(server);

  try {
    await waitUntilReady(server);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

/** Polls /readyz until it answers 200. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isRunning()) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    const status = await fetch(`${server.url}/readyz`).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => undefined,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** Kills whatever a test left running (after a failure, say), so no server outlives the run. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill()));
}
