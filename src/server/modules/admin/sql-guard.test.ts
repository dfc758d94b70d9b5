import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { type ConsoleDriver, checkConsoleQuery } from './sql-guard.ts';

function refusal(text: string, driver: ConsoleDriver = 'postgres'): string {
  try {
    checkConsoleQuery(text, driver);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${text}`);
}

describe('the SQL console text check', () => {
  it.each([
    ['SELECT id, username FROM users', 'SELECT id, username FROM users', 'query'],
    ['  select count(*) from orders;  ', 'select count(*) from orders', 'query'],
    [
      'WITH recent AS (SELECT id FROM orders) SELECT * FROM recent;',
      'WITH recent AS (SELECT id FROM orders) SELECT * FROM recent',
      'query',
    ],
    ['EXPLAIN SELECT * FROM products', undefined, 'explain'],
    ["SELECT 'a; DROP TABLE users' AS text", undefined, 'query'],
    ['SELECT 1; -- the end', 'SELECT 1', 'query'],
    ['SELECT updated_at, deleted_at FROM products', undefined, 'query'],
    ['(SELECT 1)', undefined, 'query'],
    ['SELECT $$it is; fine$$ AS quote', undefined, 'query'],
    // In an E'' string a backslash escapes the quote: all of this is one string.
    ["SELECT E'\\'; DROP TABLE users; --'", undefined, 'query'],
  ])('accepts a single read: %s', (text, statement, kind) => {
    expect(checkConsoleQuery(text, 'postgres')).toEqual({ statement: statement ?? text.trim(), kind });
  });

  it.each([
    [
      'INSERT INTO users (username) VALUES ($$x$$)',
      'Only SELECT, WITH and EXPLAIN queries can be run in the console',
    ],
    [
      'UPDATE orders SET status = $$completed$$',
      'Only SELECT, WITH and EXPLAIN queries can be run in the console',
    ],
    ['DELETE FROM orders', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    ['DROP TABLE orders', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    ['ALTER TABLE users ADD COLUMN x int', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    ['CREATE TABLE x (id int)', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    ['SET ROLE postgres', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    ['COPY users TO STDOUT', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    ['GRANT ALL ON users TO public', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    [
      'WITH gone AS (DELETE FROM orders RETURNING id) SELECT * FROM gone',
      'The console is read-only: DELETE is not allowed',
    ],
    ['SELECT * INTO copy_of_users FROM orders', 'The console is read-only: INTO is not allowed'],
    ['SELECT * FROM orders FOR UPDATE', 'The console is read-only: UPDATE is not allowed'],
    ['EXPLAIN ANALYZE DELETE FROM orders', 'The console is read-only: DELETE is not allowed'],
    ['SELECT 1; DROP TABLE users', 'Only one statement can be run at a time'],
    ['SELECT 1; SELECT 2;', 'Only one statement can be run at a time'],
    ['SELECT 1 /* a comment; */ ; DELETE FROM orders', 'Only one statement can be run at a time'],
    ['SELECT 1 -- hidden\n; DELETE FROM orders', 'Only one statement can be run at a time'],
    ['/* SELECT */ DELETE FROM orders', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    ['-- SELECT\nDROP TABLE orders', 'Only SELECT, WITH and EXPLAIN queries can be run in the console'],
    ['SELECT 1 /* never closed', 'The query has a comment that is never closed'],
    ["SELECT 'never closed", 'The query has a string that is never closed'],
    // A backslash is an ordinary character in a standard string: the string ends before the semicolon.
    ["SELECT '\\'; DROP TABLE users; --'", 'Only one statement can be run at a time'],
  ])('refuses %s', (text, message) => {
    const answer = refusal(text);
    if (message) expect(answer).toBe(message);
  });

  it.each([
    'SELECT password_hash FROM users',
    'SELECT "password_hash" FROM users',
    'SELECT u."PASSWORD_HASH" FROM orders o JOIN users u ON u.id = o.user_id',
    'SELECT * FROM sessions',
    'SELECT sess FROM "sessions"',
    'SELECT * FROM public.sessions',
  ])('refuses to name password hashes or sessions: %s', (text) => {
    expect(refusal(text)).toBe('The console cannot read password hashes or session data');
  });

  it.each([
    ["SELECT query_to_xml('select password_hash from users', true, true, '')", 'query_to_xml'],
    ["SELECT * FROM ts_stat('select to_tsvector(password_hash) from users')", 'ts_stat'],
    ["SELECT set_config('role', 'postgres', true)", 'set_config'],
    ['SELECT pg_catalog.set_config($$role$$, $$postgres$$, true)', 'set_config'],
    ['SELECT "set_config"($$role$$, $$postgres$$, true)', 'set_config'],
    ["SELECT pg_read_file('/etc/passwd')", 'pg_read_file'],
    ['SELECT lo_import($$/etc/passwd$$)', 'lo_import'],
    ['SELECT pg_advisory_lock(1)', 'pg_advisory_lock'],
    ["SELECT * FROM dblink('dbname=x', 'select 1') AS t(a int)", 'dblink'],
  ])('refuses functions that run SQL from text or reach outside: %s', (text, name) => {
    expect(refusal(text)).toBe(`The console cannot call ${name}()`);
  });

  it('refuses unicode escapes, which could spell a forbidden name', () => {
    expect(refusal('SELECT U&"pass\\0077ord_hash" FROM users')).toBe(
      'Unicode escapes (U&) are not allowed in the console',
    );
  });

  it('lets pg_sleep reach PostgreSQL, whose statement_timeout stops it', () => {
    expect(checkConsoleQuery('SELECT pg_sleep(60)', 'postgres').kind).toBe('query');
  });

  it.each([
    ['SELECT pg_sleep(60)', /pg_sleep\(\) is refused on the embedded database/],
    ['SELECT pg_catalog.pg_sleep_for($$1 minute$$)', /pg_sleep_for\(\) is refused on the embedded database/],
    [
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n',
      /Recursive queries/,
    ],
    ['EXPLAIN ANALYZE SELECT * FROM orders', /EXPLAIN ANALYZE runs the query/],
  ])('on the embedded database, which cannot cancel, also refuses %s', (text, message) => {
    expect(refusal(text, 'pglite')).toMatch(message);
  });

  it('refuses an empty query', () => {
    expect(refusal('   ')).toBe('Enter a query to run');
  });
});
