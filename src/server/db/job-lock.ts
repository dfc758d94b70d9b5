import pg from 'pg';
import type { Database } from './client.ts';
import { LOCK_SPACES } from './lock-keys.ts';

/**
 * Runs `work` unless another app process is running the job of that name right now, and answers whether it
 * ran (docs/decisions/060-more-than-one-process.md). The lock is PostgreSQL's session advisory lock, held on
 * a connection of the pool for as long as the job runs and let go even if the process dies, when its
 * connection closes. PGlite serves one process, which never runs two of its jobs at once (runs are not
 * overlapped by the scheduler), so there it simply runs.
 */
export async function runAlone(db: Database, job: string, work: () => Promise<void>): Promise<boolean> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    await work();
    return true;
  }
  const connection = await pool.connect();
  let locked = false;
  try {
    const result = await connection.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
      [LOCK_SPACES.periodicJobs, job],
    );
    locked = result.rows[0]?.locked === true;
    if (locked) await work();
    return locked;
  } finally {
    // A connection that cannot unlock is broken: destroying it (release with the error) lets the lock go too.
    const failed = locked
      ? await connection
          .query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACES.periodicJobs, job])
          .then(
            () => undefined,
            (error: Error) => error,
          )
      : undefined;
    connection.release(failed);
  }
}
