/**
 * How errors are written to the log. A failed database query carries its statement's parameter values —
 * session ids, names, phone numbers, addresses — in its message (Drizzle's "Failed query: … params: …"), on
 * the error itself and in PostgreSQL's own message and detail ('invalid input syntax for type integer: "…"',
 * 'Key (username)=(…) already exists'). None of that may reach the log (docs/decisions/004-logging-database-errors.md):
 * a database error is logged as its SQLSTATE, the statement with its placeholders, and the names of what it
 * touched. Any other error is logged as pino would, with its message, stack and causes.
 */

/** What the log keeps of an error. */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  /** PostgreSQL's five-character condition code, e.g. 23505 (unique violation). */
  sqlState?: string;
  /** The statement as sent, with $1, $2 … in place of its values. */
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The PostgreSQL function that raised it (e.g. _bt_check_unique): pinpoints the cause without values. */
  routine?: string;
  /** A network failure's code (ECONNREFUSED, ECONNRESET …). */
  code?: string;
  cause?: LoggedError;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A statement's text from wherever the driver or Drizzle put it. */
function statementOf(error: ErrorLike): string | undefined {
  return text(error.query) ?? text((error.query as { text?: unknown } | undefined)?.text);
}

function isDatabaseError(error: ErrorLike): boolean {
  return (typeof error.code === 'string' && SQLSTATE.test(error.code)) || statementOf(error) !== undefined;
}

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** pino's `err` serializer: errors as the log may keep them (see above). */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as ErrorLike;
  const cause = depth < MAX_CAUSES && fields.cause ? serializeError(fields.cause, depth + 1) : undefined;
  if (!isDatabaseError(fields)) {
    return {
      type: error.name,
      message: error.message,
      stack: error.stack ?? '',
      ...(text(fields.code) ? { code: fields.code as string } : {}),
      ...(cause ? { cause } : {}),
    };
  }
  const sqlState = text(fields.code);
  return {
    type: error.name,
    message: statementOf(fields) ? 'Database query failed' : 'Database error',
    stack: framesOf(error),
    ...(sqlState && SQLSTATE.test(sqlState) ? { sqlState } : {}),
    ...(statementOf(fields) ? { statement: statementOf(fields) } : {}),
    ...(text(fields.constraint) ? { constraint: fields.constraint as string } : {}),
    ...(text(fields.table) ? { table: fields.table as string } : {}),
    ...(text(fields.column) ? { column: fields.column as string } : {}),
    ...(text(fields.routine) ? { routine: fields.routine as string } : {}),
    ...(cause ? { cause } : {}),
  };
}
