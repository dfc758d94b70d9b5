import {
  CONSOLE_MAX_ANSWER_BYTES,
  CONSOLE_MAX_CONCURRENT,
  CONSOLE_ROW_LIMIT,
  CONSOLE_TIMEOUT_MS,
  type QueryResult,
} from '../../../domain/contracts/admin.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  AnswerTooLargeError,
  type ReadOnlyQueryOptions,
  type ReadOnlyResult,
} from '../../db/read-only-console.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { writeAudit } from './admin.service.ts';
import { checkConsoleQuery } from './sql-guard.ts';

/**
 * The admin SQL console (docs/decisions/026-sql-console-read-only.md): the text is checked (sql-guard.ts),
 * run read-only as the restricted role with a row cap, a 5 MB answer cap and a 5-second timeout on
 * PostgreSQL, at most two at a time on connections of its own (docs/decisions/020-sql-console-limits.md), and
 * the rows are scrubbed of anything that looks like a password hash or session before they leave. Every
 * attempt, run or refused, is audited with its text.
 */

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const inWords = (count: number) => ['no', 'one', 'two', 'three', 'four'][count] ?? String(count);

/** The catalogue's words (domain/api-errors.ts) for the limits below; a test keeps the two in step. */
export const CONSOLE_BUSY_MESSAGE = `The SQL console is busy: at most ${inWords(CONSOLE_MAX_CONCURRENT)} queries run at a time. Please try again in a moment.`;
export const ANSWER_TOO_LARGE_MESSAGE = `The answer is larger than ${megabytes(CONSOLE_MAX_ANSWER_BYTES)}: select fewer columns or add a LIMIT`;

/**
 * The embedded database cannot stop a statement once it runs, and it is the only connection: a plan PostgreSQL
 * estimates above this cost (a billion-row series, a cross join of big tables) is refused before it starts.
 * Ordinary admin queries over 100k listings cost in the thousands.
 */
export const MAX_EMBEDDED_PLAN_COST = 1_000_000;

/** Columns never returned, whatever the query was: the last line of defence behind the role and the checks. */
const SECRET_COLUMNS = new Set(['password_hash', 'sess']);
/** A stored password hash (passwords.ts: scrypt$N$r$p$salt$hash). */
const PASSWORD_HASH = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+/g;
const REDACTED = '[redacted]';

/** Makes a database value safe to send as JSON, without secrets. */
function scrub(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  }
  if (typeof value === 'string') return value.replace(PASSWORD_HASH, REDACTED);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_COLUMNS.has(key.toLowerCase()))
        .map(([key, inner]) => [key, scrub(inner)]),
    );
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

/** The answer's keys for a statement's columns: a repeated name gets a suffix ("id", "id_2"), secrets none. */
function answerColumns(columns: string[]): { key: string; index: number }[] {
  const seen = new Map<string, number>();
  return columns
    .map((name, index) => {
      const times = (seen.get(name) ?? 0) + 1;
      seen.set(name, times);
      return { key: times === 1 ? name : `${name}_${times}`, index };
    })
    .filter(({ key }) => !SECRET_COLUMNS.has(key.toLowerCase()));
}

function answerRow(kept: { key: string; index: number }[], values: unknown[]): Record<string, unknown> {
  return Object.fromEntries(kept.map(({ key, index }) => [key, scrub(values[index])]));
}

/** How many bytes a row adds to the answer's JSON: the row as it is sent, and the comma before the next. */
export function answerRowBytes(columns: string[], values: unknown[]): number {
  return Buffer.byteLength(JSON.stringify(answerRow(answerColumns(columns), values))) + 1;
}

/** Rows as objects keyed by column name; a repeated name gets a suffix ("id", "id_2") instead of overwriting. */
export function toAnswer(result: ReadOnlyResult): QueryResult {
  const kept = answerColumns(result.columns);
  const rows = result.rows.map((values) => answerRow(kept, values));
  return {
    columns: kept.map(({ key }) => key),
    rows,
    rowCount: rows.length,
    truncated: result.truncated,
    rowLimit: CONSOLE_ROW_LIMIT,
  };
}

/** SQLSTATE classes that mean the database or the connection is in trouble, not that the query is wrong. */
const SERVER_TROUBLE = /^(08|53|57P|58|XX)/;

/**
 * A database error caused by the admin's statement becomes a 400 with PostgreSQL's own words (it is the
 * admin's query; the message helps them fix it). Anything else stays a server error.
 */
function asConsoleError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof AnswerTooLargeError) return badRequest('console.answer_too_large');
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || SERVER_TROUBLE.test(code)) return error;
  if (code === '57014') {
    return badRequest('console.timeout', { seconds: CONSOLE_TIMEOUT_MS / 1000 });
  }
  const message = error instanceof Error ? error.message : String(error);
  if (code === '42501' && /\busers\b/.test(message)) {
    return badRequest('console.users_columns', { detail: message });
  }
  return badRequest('console.database_error', { detail: message });
}

function planCost(result: ReadOnlyResult): number {
  let plan: unknown = result.rows[0]?.[0];
  if (typeof plan === 'string') plan = JSON.parse(plan);
  const cost = (plan as { Plan?: { 'Total Cost'?: unknown } }[] | undefined)?.[0]?.Plan?.['Total Cost'];
  return typeof cost === 'number' ? cost : 0;
}

/**
 * Runs one console statement for an admin; returns the rows, or throws a 400 saying why not (a 429 when two
 * console queries are already running).
 */
export async function executeConsoleQuery(
  database: DatabaseHandle,
  adminId: number,
  query: string,
): Promise<QueryResult> {
  let release: (() => void) | undefined;
  try {
    const checked = checkConsoleQuery(query, database.driver);
    // Refused at once rather than queued: a queued request would wait seconds behind the running ones.
    release = database.readOnlyConsole.reserve();
    if (!release) throw new AppError(429, 'console.busy');
    const options: Omit<ReadOnlyQueryOptions, 'kind'> = {
      timeoutMs: CONSOLE_TIMEOUT_MS,
      rowCap: CONSOLE_ROW_LIMIT,
      maxBytes: CONSOLE_MAX_ANSWER_BYTES,
      rowBytes: answerRowBytes,
    };
    if (database.driver === 'pglite' && checked.kind === 'query') {
      const plan = await database.readOnlyConsole.query(`EXPLAIN (FORMAT JSON) ${checked.statement}`, {
        ...options,
        kind: 'explain',
      });
      const cost = planCost(plan);
      if (cost > MAX_EMBEDDED_PLAN_COST) {
        throw badRequest('console.too_expensive', { cost: Math.round(cost).toLocaleString('en-IN') });
      }
    }
    const answer = toAnswer(
      await database.readOnlyConsole.query(checked.statement, { ...options, kind: checked.kind }),
    );
    await writeAudit(database.db, adminId, 'sql.executed', {
      query,
      outcome: 'ok',
      rowCount: answer.rowCount,
      truncated: answer.truncated,
    });
    return answer;
  } catch (error) {
    const answer = asConsoleError(error);
    await writeAudit(database.db, adminId, 'sql.executed', {
      query,
      outcome: answer instanceof AppError ? 'refused' : 'failed',
      message: answer instanceof Error ? answer.message : String(answer),
    });
    throw answer;
  } finally {
    release?.();
  }
}
