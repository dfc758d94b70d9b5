import { badRequest } from '../../lib/app-error.ts';

/**
 * What text the admin SQL console may run (docs/decisions/026-sql-console-read-only.md): one SELECT, WITH or
 * EXPLAIN statement, nothing that writes, nothing that reaches password hashes or sessions, no function that
 * runs SQL from a string or touches files, locks or settings. On the embedded database, which cannot cancel a
 * running statement, sleeps, recursive queries and EXPLAIN ANALYZE are refused too.
 *
 * The text is scanned, not parsed: comments, string literals and quoted identifiers are recognised first, so a
 * keyword or a semicolon hidden in a comment or a string neither passes nor trips a check. This is the first
 * line of defence; the READ ONLY transaction, the restricted role and the result scrubbing are the others.
 */

export type ConsoleDriver = 'pglite' | 'postgres';

export interface CheckedStatement {
  /** The statement to run: the text without a trailing semicolon. */
  statement: string;
  /** EXPLAIN runs as it is; SELECT and WITH run through a row-capped cursor. */
  kind: 'query' | 'explain';
}

export const MAX_QUERY_LENGTH = 10_000;

/** Statements and clauses that write, change settings, manage transactions or leave the transaction. */
const FORBIDDEN_KEYWORDS = [
  'insert',
  'update',
  'delete',
  'merge',
  'drop',
  'alter',
  'create',
  'truncate',
  'grant',
  'revoke',
  'copy',
  'set',
  'reset',
  'into',
  'vacuum',
  'cluster',
  'reindex',
  'refresh',
  'call',
  'execute',
  'prepare',
  'deallocate',
  'listen',
  'unlisten',
  'notify',
  'lock',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'discard',
  'load',
  'checkpoint',
];

/** Names that point at secrets: the password column and the sessions table (with its sess column). */
const SECRET_NAMES = ['password_hash', 'sessions', 'sess'];

/**
 * Functions refused on every driver: ones that run SQL given as a string (and so would slip past these checks),
 * change settings or the role, read server files or large objects, take locks that outlive the transaction,
 * reach other databases, or signal other sessions.
 */
const FORBIDDEN_FUNCTIONS: RegExp[] = [
  /^set_config$/,
  /_to_xml/,
  /_to_xmlschema$/,
  /^ts_stat$/,
  /^ts_rewrite$/,
  /^dblink/,
  /^lo_/,
  /^pg_read_/,
  /^pg_ls_/,
  /^pg_stat_file$/,
  /^pg_file_/,
  /^pg_advisory/,
  /^pg_try_advisory/,
  /^pg_terminate_backend$/,
  /^pg_cancel_backend$/,
  /^pg_reload_conf$/,
  /^pg_rotate_logfile$/,
  /^pg_promote$/,
  /^pg_notify$/,
  /^pg_logical_/,
  /^pg_replication_/,
  /^pg_create_/,
  /^pg_drop_/,
  /^pg_switch_wal$/,
  /^pg_backup_/,
  /^pg_import_/,
  /^pg_log_/,
];

/** Refused on the embedded database only: it cannot stop them (on PostgreSQL statement_timeout does). */
const EMBEDDED_FORBIDDEN_FUNCTIONS: RegExp[] = [/^pg_sleep/];

interface Scanned {
  /** The text with comments blanked, strings as '' and quoted identifiers as a neutral placeholder. */
  code: string;
  /** The same, but quoted identifiers written out (lower case) so secret names cannot hide in quotes. */
  names: string;
  /** Index in the original text where each character of `code` came from (same length as code). */
  origin: number[];
}

const isIdentChar = (char: string | undefined) => char !== undefined && /[A-Za-z0-9_$]/.test(char);

/** Splits the text into code, literals and comments (PostgreSQL's lexical rules, as far as safety needs). */
function scan(text: string): Scanned {
  let code = '';
  let names = '';
  const origin: number[] = [];
  const emit = (codePart: string, namePart: string, at: number) => {
    code += codePart;
    names += namePart;
    for (let index = 0; index < codePart.length; index++) origin.push(at);
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    const next = text[i + 1];
    // -- comment, to the end of the line
    if (char === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      emit(' ', ' ', i);
      continue;
    }
    // /* comment */, which PostgreSQL lets nest
    if (char === '/' && next === '*') {
      let depth = 1;
      let j = i + 2;
      while (j < text.length && depth > 0) {
        if (text[j] === '/' && text[j + 1] === '*') {
          depth++;
          j += 2;
        } else if (text[j] === '*' && text[j + 1] === '/') {
          depth--;
          j += 2;
        } else j++;
      }
      if (depth > 0) throw badRequest('console.unclosed_comment');
      emit(' ', ' ', i);
      i = j;
      continue;
    }
    // U&'…' and U&"…" spell characters as escapes, which could spell a forbidden name.
    if ((char === 'u' || char === 'U') && next === '&' && (text[i + 2] === "'" || text[i + 2] === '"')) {
      if (!isIdentChar(text[i - 1])) throw badRequest('console.unicode_escape');
    }
    if (char === "'") {
      // E'…' strings take backslash escapes; every string takes '' for a quote.
      const escapes = (text[i - 1] === 'e' || text[i - 1] === 'E') && !isIdentChar(text[i - 2]);
      let j = i + 1;
      let closed = false;
      while (j < text.length) {
        if (escapes && text[j] === '\\') {
          j += 2;
          continue;
        }
        if (text[j] === "'") {
          if (text[j + 1] === "'") {
            j += 2;
            continue;
          }
          closed = true;
          break;
        }
        j++;
      }
      if (!closed) throw badRequest('console.unclosed_string');
      emit("''", "''", i);
      i = j + 1;
      continue;
    }
    // $tag$ … $tag$ strings (not $1 parameters, not a $ inside an identifier)
    if (char === '$' && !isIdentChar(text[i - 1])) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i));
      if (tag) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        if (end < 0) throw badRequest('console.unclosed_string');
        emit("''", "''", i);
        i = end + tag[0].length;
        continue;
      }
    }
    if (char === '"') {
      let j = i + 1;
      let name = '';
      let closed = false;
      while (j < text.length) {
        if (text[j] === '"') {
          if (text[j + 1] === '"') {
            name += '"';
            j += 2;
            continue;
          }
          closed = true;
          break;
        }
        name += text[j];
        j++;
      }
      if (!closed) throw badRequest('console.unclosed_name');
      // `names` is only searched, never indexed, so it may differ in length from `code`.
      emit('quoted_name', ` ${name.toLowerCase()} `, i);
      i = j + 1;
      continue;
    }
    emit(char, char.toLowerCase(), i);
    i++;
  }
  return { code, names, origin };
}

const word = (name: string) => new RegExp(`(^|[^A-Za-z0-9_$])${name}(?![A-Za-z0-9_$])`, 'i');

/** Function names called in the text: `name (`, also schema-qualified or quoted. */
function calledFunctions(names: string): string[] {
  return [...names.matchAll(/([a-z_][a-z0-9_$]*)\s*\(/g)].map((match) => match[1] as string);
}

/** Checks a console text; returns the statement to run, or throws a 400 saying what is not allowed. */
export function checkConsoleQuery(text: string, driver: ConsoleDriver): CheckedStatement {
  if (!text.trim()) throw badRequest('console.empty');
  if (text.length > MAX_QUERY_LENGTH) {
    throw badRequest('console.too_long', { max: MAX_QUERY_LENGTH.toLocaleString('en-IN') });
  }
  const { code, names, origin } = scan(text);

  // One statement: a single trailing semicolon is fine, any other is a second statement.
  const trimmed = code.trimEnd();
  const semicolon = trimmed.indexOf(';');
  if (semicolon >= 0 && semicolon !== trimmed.length - 1) {
    throw badRequest('console.one_statement');
  }
  const statement = (semicolon >= 0 ? text.slice(0, origin[semicolon]) : text).trim();
  const body = semicolon >= 0 ? trimmed.slice(0, -1) : trimmed;

  const first = /^\s*\(*\s*([a-z]+)/i.exec(body)?.[1]?.toLowerCase();
  if (first !== 'select' && first !== 'with' && first !== 'explain') {
    throw badRequest('console.select_only');
  }
  for (const keyword of FORBIDDEN_KEYWORDS) {
    if (word(keyword).test(body)) {
      throw badRequest('console.read_only', { keyword: keyword.toUpperCase() });
    }
  }
  for (const secret of SECRET_NAMES) {
    if (word(secret).test(names)) {
      throw badRequest('console.secrets');
    }
  }
  const functions = calledFunctions(names);
  const refused = (patterns: RegExp[]) =>
    functions.find((name) => patterns.some((pattern) => pattern.test(name)));
  const forbidden = refused(FORBIDDEN_FUNCTIONS);
  if (forbidden) throw badRequest('console.forbidden_function', { name: forbidden });

  if (driver === 'pglite') {
    const sleep = refused(EMBEDDED_FORBIDDEN_FUNCTIONS);
    if (sleep) {
      throw badRequest('console.embedded_sleep', { name: sleep });
    }
    if (word('recursive').test(body)) {
      throw badRequest('console.embedded_recursive');
    }
    if (first === 'explain' && word('analyze').test(body)) {
      throw badRequest('console.embedded_explain_analyze');
    }
  }
  return { statement, kind: first === 'explain' ? 'explain' : 'query' };
}
