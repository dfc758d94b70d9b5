import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

/**
 * A throwaway PostgreSQL cluster of our own, in a temporary folder on a spare port, so a test can stop and
 * start it without touching the machine's shared server (other test runs use that one).
 */

const run = promisify(execFile);
/** Debian's layout; PG_BIN_DIR points elsewhere on other machines. */
const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const PG_CTL_TIMEOUT_SECONDS = '30';

export interface PrivatePostgres {
  /** A postgres:// URL for the cluster's default database. */
  readonly url: string;
  /** Fast shutdown: open sessions are ended, as during a real server restart. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster if it runs and deletes its folder; safe to call more than once. */
  destroy(): Promise<void>;
}

/** initdb refuses to run as root: as root the cluster belongs to the `postgres` user instead. */
async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Creates and starts a cluster; resolves when it accepts connections. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const owner = await clusterOwner();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'passiton-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  if (owner) await chown(folder, owner.uid, owner.gid);

  const asOwner = (tool: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);
  const pgCtl = (...args: string[]) =>
    asOwner('pg_ctl', ['-D', dataDir, '-w', '-t', PG_CTL_TIMEOUT_SECONDS, ...args]);

  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      // The socket goes in our folder: the default /var/run/postgresql belongs to the shared server.
      await pgCtl(
        '-l',
        path.join(folder, 'server.log'),
        '-o',
        `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
        'start',
      );
      running = true;
    },
    async stop() {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    async destroy() {
      if (running) await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      running = false;
      await rm(folder, { recursive: true, force: true });
    },
  };

  try {
    // initdb skips its closing fsync of every file: the cluster lives for one test, and it is much faster.
    await asOwner('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
