import type { Database } from './client.ts';

/**
 * A prepared statement per open database, built on first use. The hottest reads (a listing, its rating) are
 * prepared once instead of rebuilt on every request, and PostgreSQL parses and plans them once per
 * connection. Keyed by database because tests open many.
 */
export function preparedPerDatabase<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
