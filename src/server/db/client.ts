import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CONSOLE_MAX_CONCURRENT } from '../../domain/contracts/admin.ts';
import { withAfterCommit } from './after-commit.ts';
import { type ChangeChannel, postgresChangeChannel } from './change-channel.ts';
import { LOCK_KEYS } from './lock-keys.ts';
import { pgliteConsole, postgresConsole, type ReadOnlyConsole } from './read-only-console.ts';
import * as schema from './schema.ts';

/** The one database type the application sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, for services that take part in a caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `logger` sees every statement the application sends (the load benchmark replays them). */
export type DatabaseOptions = { logger?: Logger } & (
  | {
      driver: 'postgres';
      url: string;
      /** A read replica for catalogue reads (docs/decisions/062-read-replica.md). */
      readUrl?: string;
      poolSize?: number;
    }
  /** dataDir undefined keeps the database in memory (tests); loadDataDir starts from a snapshot. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
);

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseOptions['driver'];
  /** Applies the generated SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Raw, read-only, rolled-back statements for the admin SQL console (read-only-console.ts). */
  readOnlyConsole: ReadOnlyConsole;
  /** PostgreSQL with DATABASE_READ_URL only: the read replica, for the reads http/read-database.ts sends it. */
  replica?: Database;
  /** PostgreSQL only: tells the other app processes on this database what changed. PGlite is one process. */
  changes?: ChangeChannel;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * How close a search word must be to a word of a listing for typo-tolerant search (pg_trgm's `<%`).
 * The default 0.6 misses one-letter typos in short words ("grewel" → "Grewal" scores 0.57), and 0.5 misses
 * swapped or dropped letters ("concpets", "sytem", "chauhan" for Chouhan score 0.44 to 0.45): 0.4, measured
 * by the search relevance set (docs/decisions/017-student-search.md).
 */
const WORD_SIMILARITY_THRESHOLD = 0.4;

/** What the SQL console's connections call themselves on PostgreSQL (pg_stat_activity.application_name). */
export const CONSOLE_APPLICATION_NAME = 'passiton-console';

/**
 * An idle client losing its connection (a server restart) must not crash the process. Nor may one checked out
 * for a transaction: between two of its queries there is no query to fail, so node-postgres reports the lost
 * connection as an 'error' event, fatal without a listener. The next query fails instead (a clean 500) and
 * the pool drops the broken client when it is released.
 */
function survivesLostConnections(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * App processes starting together would each apply the same migration, and all but one fail
 * (docs/decisions/060-more-than-one-process.md): one migrates while the others wait, then find nothing to do.
 * The lock is held on a connection of its own, so a pool of one can still run the migrations.
 */
async function migrateAlone(connection: pg.ClientConfig, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client(connection);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [LOCK_KEYS.migrations]);
    await migrate();
  } finally {
    // Ending the session lets the lock go, whether or not the migrations succeeded.
    await lock.end();
  }
}

/** PGlite in a folder (or in memory) by default; a pg pool when a DATABASE_URL is configured. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const connection = {
      connectionString: options.url,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    };
    const pool = survivesLostConnections(new pg.Pool({ ...connection, max: options.poolSize ?? 10 }));
    // The SQL console's own few connections: its statements may each run for seconds, and on the
    // application's pool a few of them would hold the connections every student's request needs. Named, so
    // they stand out in pg_stat_activity (docs/decisions/020-sql-console-limits.md).
    const consolePool = survivesLostConnections(
      new pg.Pool({ ...connection, max: CONSOLE_MAX_CONCURRENT, application_name: CONSOLE_APPLICATION_NAME }),
    );
    const db = withAfterCommit(drizzleNodePg(pool, { schema, logger: options.logger }));
    // Its own pool of the same size: a replica takes the browsing load the primary would otherwise carry.
    const replicaPool = options.readUrl
      ? survivesLostConnections(
          new pg.Pool({ ...connection, connectionString: options.readUrl, max: options.poolSize ?? 10 }),
        )
      : undefined;
    const changes = postgresChangeChannel(connection, pool);
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateAlone(connection, () => migrateNodePg(db, { migrationsFolder })),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      readOnlyConsole: postgresConsole(consolePool),
      ...(replicaPool ? { replica: drizzleNodePg(replicaPool, { schema, logger: options.logger }) } : {}),
      changes,
      close: async () => {
        await changes.close();
        await Promise.all([pool.end(), consolePool.end(), replicaPool?.end()]);
      },
    };
  }
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite is one long-lived connection, so a session setting holds for its lifetime.
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  return pgliteHandle(client, options.logger);
}

function pgliteHandle(client: PGlite, logger: Logger | undefined): DatabaseHandle {
  const db = withAfterCommit(drizzlePglite(client, { schema, logger }));
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    readOnlyConsole: pgliteConsole(client),
    close: () => client.close(),
  };
}

/** Takes a snapshot of an in-memory PGlite database, for tests that start from a migrated copy. */
export async function dumpPgliteDataDir(handle: DatabaseHandle): Promise<Blob> {
  return pgliteClientOf(handle).dumpDataDir('none');
}

/**
 * Another handle on an open embedded database: the same data through a Drizzle instance of its own, so whatever
 * is kept per `Database` (the catalogue caches, prepared statements) starts empty; closing it leaves the database
 * open. Test files that run one after another in a worker share a database this way, as they share one on
 * PostgreSQL (docs/decisions/052-a-test-suite-that-stays-fast.md).
 */
export function sharePgliteDatabase(handle: DatabaseHandle): DatabaseHandle {
  return { ...pgliteHandle(pgliteClientOf(handle), undefined), close: async () => {} };
}

function pgliteClientOf(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}
