import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { CONSOLE_MAX_CONCURRENT } from '../../domain/contracts/admin.ts';
import { ConcurrencyLimit } from '../lib/concurrency-limit.ts';
import { LOCK_KEYS } from './lock-keys.ts';

/**
 * The low-level half of the admin SQL console (docs/decisions/026-sql-console-read-only.md): one statement,
 * in a READ ONLY transaction that is always rolled back, as a restricted role that cannot read password
 * hashes or sessions, reading at most a capped number of rows. Deciding which text may run at all is the
 * admin module's job (sql-guard.ts); this file only knows how to run an already-checked statement safely on
 * each driver.
 */

/** The role console queries run as: SELECT on every table but sessions, and on users without password_hash. */
export const CONSOLE_ROLE = 'passiton_console';

/** Tables (and columns) the console role is never granted. */
const HIDDEN_TABLES = ['sessions'];
const USERS_TABLE = 'users';
const HIDDEN_USER_COLUMNS = ['password_hash'];

const CURSOR = 'passiton_console_cursor';

export interface ReadOnlyQueryOptions {
  /** PostgreSQL stops the statement (all its fetches together) after this long; the embedded database cannot. */
  timeoutMs: number;
  /** At most this many rows come back; one more is read to tell whether there were more. */
  rowCap: number;
  /** 'query' runs SELECT/WITH through a cursor, so only rowCap + 1 rows are ever produced; 'explain' runs as is. */
  kind: 'query' | 'explain';
  /** The rows kept may add up to at most this many bytes (as rowBytes measures them); more is refused. */
  maxBytes: number;
  /** The size of one row in the answer, in bytes. */
  rowBytes: (columns: string[], values: unknown[]) => number;
}

/** Thrown when the rows of an answer add up to more than `maxBytes`: nothing is returned. */
export class AnswerTooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`The answer is larger than ${maxBytes} bytes`);
    this.name = 'AnswerTooLargeError';
    this.maxBytes = maxBytes;
  }
}

export interface ReadOnlyResult {
  columns: string[];
  /** Each row's values in column order. */
  rows: unknown[][];
  /** True when the statement had more rows than the cap. */
  truncated: boolean;
}

/**
 * 'role': statements run as CONSOLE_ROLE. 'denylist': the connected user may not create or switch roles, so
 * statements run as that user and only the admin module's text checks and result scrubbing protect secrets.
 */
export type ConsoleMode = { mode: 'role' } | { mode: 'denylist'; reason: string };

export interface ReadOnlyConsole {
  /** Creates or refreshes the console role and its grants; resolves to the mode queries will run in. */
  prepare(): Promise<ConsoleMode>;
  /**
   * Takes one of the CONSOLE_MAX_CONCURRENT slots for a console request (which may run several statements);
   * returns the function that gives it back, or undefined when every slot is taken. Per database handle, so
   * every app built over one handle shares the limit, as they share its console pool.
   */
  reserve(): (() => void) | undefined;
  /** Runs one checked statement read-only (see ReadOnlyQueryOptions). */
  query(statement: string, options: ReadOnlyQueryOptions): Promise<ReadOnlyResult>;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Anything that can run one SQL text and return rows, on either driver. */
type Runner = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function grantConsoleRole(run: Runner): Promise<void> {
  await run(`DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${CONSOLE_ROLE}') THEN
    CREATE ROLE ${CONSOLE_ROLE} NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- another process (or another database of the same server) created it a moment ago
  NULL;
END $$`);
  // The connected user must be able to SET ROLE to it; a superuser always can.
  await run(`DO $$
BEGIN
  IF NOT pg_has_role(current_user, '${CONSOLE_ROLE}', 'MEMBER') THEN
    EXECUTE format('GRANT ${CONSOLE_ROLE} TO %I', current_user);
  END IF;
END $$`);
  // Start from nothing each time, so a table that became sensitive since the last start is not left readable.
  await run(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${CONSOLE_ROLE}`);
  await run(`GRANT USAGE ON SCHEMA public TO ${CONSOLE_ROLE}`);
  const { rows: tables } = await run(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type IN ('BASE TABLE', 'VIEW')`,
  );
  const readable = tables
    .map((row) => String(row.table_name))
    .filter((name) => name !== USERS_TABLE && !HIDDEN_TABLES.includes(name));
  if (readable.length > 0) {
    await run(
      `GRANT SELECT ON ${readable.map((name) => `public.${quoteIdent(name)}`).join(', ')} TO ${CONSOLE_ROLE}`,
    );
  }
  // users: a column grant without password_hash, so `SELECT id, username FROM users` works and the hash does not.
  const { rows: columns } = await run(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '${USERS_TABLE}'`,
  );
  const userColumns = columns
    .map((row) => String(row.column_name))
    .filter((name) => !HIDDEN_USER_COLUMNS.includes(name));
  if (userColumns.length > 0) {
    await run(
      `GRANT SELECT (${userColumns.map(quoteIdent).join(', ')}) ON public.${USERS_TABLE} TO ${CONSOLE_ROLE}`,
    );
  }
}

function denylistMode(error: unknown): ConsoleMode {
  return { mode: 'denylist', reason: error instanceof Error ? error.message : String(error) };
}

const INT8_OID = 20;

/**
 * Console results read bigint counts as numbers (as PGlite does) while they fit exactly, so count(*) looks the
 * same on both drivers; every other type is read as the application reads it.
 */
const consoleTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID && format !== 'binary') {
      return (value: string) => (Number.isSafeInteger(Number(value)) ? Number(value) : value);
    }
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * A query sent with the extended protocol, which runs exactly one statement whatever the text says
 * (node-postgres supports `queryMode: 'extended'`; its type definitions do not list it yet).
 */
function extended(config: pg.QueryArrayConfig): pg.QueryArrayConfig {
  return { ...config, types: consoleTypes, queryMode: 'extended' } as pg.QueryArrayConfig;
}

/**
 * The console over a node-postgres pool of its own (client.ts: CONSOLE_MAX_CONCURRENT connections, apart from
 * the application's): one pooled client per statement, statement_timeout honoured.
 */
export function postgresConsole(pool: pg.Pool): ReadOnlyConsole {
  let mode: ConsoleMode | undefined;
  const slots = new ConcurrencyLimit(CONSOLE_MAX_CONCURRENT);

  return {
    reserve: () => slots.tryAcquire(),

    async prepare() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS.consoleRoleSetup]);
        await grantConsoleRole((text) => client.query(text));
        await client.query('COMMIT');
        mode = { mode: 'role' };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        mode = denylistMode(error);
      } finally {
        client.release();
      }
      return mode;
    },

    async query(statement, options) {
      const client = await pool.connect();
      let failure: Error | undefined;
      // One deadline for the whole statement, however many fetches it takes.
      const deadline = Date.now() + options.timeoutMs;
      const timeLeft = () => Math.max(1, Math.floor(deadline - Date.now()));
      try {
        await client.query('BEGIN READ ONLY');
        await client.query(`SET LOCAL statement_timeout = ${timeLeft()}`);
        if (mode?.mode === 'role') await client.query(`SET LOCAL ROLE ${CONSOLE_ROLE}`);
        // One statement only, whatever the text: a second line of defence behind the text checks.
        if (options.kind === 'explain') {
          const result = await client.query(extended({ text: statement, rowMode: 'array' }));
          return keepWithinBudget(
            result.fields.map((field) => field.name),
            result.rows,
            options,
          );
        }
        await client.query(
          extended({ text: `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${statement}\n`, rowMode: 'array' }),
        );
        return await readCursor(async (count) => {
          await client.query(`SET LOCAL statement_timeout = ${timeLeft()}`);
          const result = await client.query({
            text: `FETCH FORWARD ${count} FROM ${CURSOR}`,
            rowMode: 'array',
            types: consoleTypes,
          });
          return { columns: result.fields.map((field) => field.name), rows: result.rows };
        }, options);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        // Nothing a console statement did is ever kept; a client that cannot roll back is thrown away.
        try {
          await client.query('ROLLBACK');
          client.release();
        } catch (rollbackError) {
          client.release(failure ?? (rollbackError as Error));
        }
      }
    },
  };
}

/**
 * The console over PGlite. The embedded database is one connection that cannot cancel a running statement
 * (docs/decisions/008-toolchain-and-driver-pitfalls.md): the admin module refuses sleeps and expensive plans
 * before anything runs here.
 */
export function pgliteConsole(client: PGlite): ReadOnlyConsole {
  let mode: ConsoleMode | undefined;
  // PGlite runs one statement at a time anyway; the limit keeps the console's behaviour the same on both drivers.
  const slots = new ConcurrencyLimit(CONSOLE_MAX_CONCURRENT);

  return {
    reserve: () => slots.tryAcquire(),

    async prepare() {
      try {
        await client.transaction((tx) => grantConsoleRole((text) => tx.query(text)));
        mode = { mode: 'role' };
      } catch (error) {
        mode = denylistMode(error);
      }
      return mode;
    },

    async query(statement, options) {
      return client.transaction(async (tx: PgliteTransaction) => {
        await tx.exec('SET TRANSACTION READ ONLY');
        if (mode?.mode === 'role') await tx.exec(`SET LOCAL ROLE ${CONSOLE_ROLE}`);
        const fetched = async (text: string) => {
          const result = await tx.query<unknown[]>(text, [], { rowMode: 'array' });
          return { columns: result.fields.map((field) => field.name), rows: result.rows };
        };
        let answer: ReadOnlyResult;
        if (options.kind === 'explain') {
          const { columns, rows } = await fetched(statement);
          answer = keepWithinBudget(columns, rows, options);
        } else {
          await tx.query(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${statement}\n`);
          answer = await readCursor((count) => fetched(`FETCH FORWARD ${count} FROM ${CURSOR}`), options);
        }
        // Nothing a console statement did is ever kept.
        await tx.rollback();
        return answer;
      });
    },
  };
}

/** The most rows one fetch asks for, so rows that suddenly widen cannot pile up far past the byte budget. */
const MAX_ROWS_PER_FETCH = 100;

type Fetch = (count: number) => Promise<{ columns: string[]; rows: unknown[][] }>;

/**
 * Reads an open cursor in batches until rowCap + 1 rows or the end, counting the bytes of the rows kept as
 * they arrive: it refuses as soon as the budget is passed, so a huge answer is never held whole. The first
 * fetch takes one row to learn how wide rows are; each next one takes what the remaining budget holds at
 * the widest width seen (docs/decisions/020-sql-console-limits.md).
 */
async function readCursor(fetch: Fetch, options: ReadOnlyQueryOptions): Promise<ReadOnlyResult> {
  const { rowCap, maxBytes } = options;
  const wanted = rowCap + 1;
  const rows: unknown[][] = [];
  let columns: string[] = [];
  let bytes = 0;
  let widest = 0;
  while (rows.length < wanted) {
    const room = rows.length === 0 ? 1 : Math.floor((maxBytes - bytes) / Math.max(1, widest));
    const count = Math.max(1, Math.min(wanted - rows.length, MAX_ROWS_PER_FETCH, room));
    const batch = await fetch(count);
    columns = batch.columns;
    for (const row of batch.rows) {
      // The row past the cap only tells that there were more; it is never sent, so it costs nothing.
      if (rows.length < rowCap) {
        const size = options.rowBytes(columns, row);
        bytes += size;
        widest = Math.max(widest, size);
        if (bytes > maxBytes) throw new AnswerTooLargeError(maxBytes);
      }
      rows.push(row);
    }
    if (batch.rows.length < count) break;
  }
  return { columns, rows: rows.slice(0, rowCap), truncated: rows.length > rowCap };
}

/** The same cap and byte budget for a statement that ran whole (EXPLAIN). */
function keepWithinBudget(
  columns: string[],
  rows: unknown[][],
  options: ReadOnlyQueryOptions,
): ReadOnlyResult {
  const kept = rows.slice(0, options.rowCap);
  let bytes = 0;
  for (const row of kept) {
    bytes += options.rowBytes(columns, row);
    if (bytes > options.maxBytes) throw new AnswerTooLargeError(options.maxBytes);
  }
  return { columns, rows: kept, truncated: rows.length > options.rowCap };
}
