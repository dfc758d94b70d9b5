import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Session rows change on every sign-in and are nobody's data: a refused request may touch them. */
const IGNORED_TABLES = new Set(['sessions']);

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  // Both drivers answer { rows } (docs/decisions/008-toolchain-and-driver-pitfalls.md); the shared database
  // type cannot say so.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Tells which tables a request wrote to. */
export interface WriteWatch {
  /** The tables whose rows changed since the previous call (or since the watch began). */
  writtenSince(): Promise<string[]>;
}

/**
 * Watches every table but the ignored ones. A per-table row count and checksum of the sorted rows, in one
 * statement, is the truth; it is only computed when the database has handed out a transaction id since the
 * last look (read-only statements never take one), so a request that wrote nothing costs one tiny query.
 */
export async function watchWrites(db: Database): Promise<WriteWatch> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const digestStatement = sql.raw(
    tables
      .map((table) => table.name)
      .filter((name) => !IGNORED_TABLES.has(name))
      .map(
        (name) =>
          `SELECT '${name}' AS name, count(*) || ':' || md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM ${quoted(name)} t`,
      )
      .join(' UNION ALL '),
  );
  const digest = async () => {
    const rows = await rowsOf<{ name: string; digest: string }>(db, digestStatement);
    return new Map(rows.map((row) => [row.name, row.digest]));
  };
  const nextTransactionId = async () => {
    const [row] = await rowsOf<{ next: string }>(
      db,
      sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next`,
    );
    return row?.next;
  };

  let seenTransactionId = await nextTransactionId();
  let seenDigest = await digest();
  return {
    async writtenSince() {
      const transactionId = await nextTransactionId();
      if (transactionId === seenTransactionId) return [];
      const current = await digest();
      const written = [...current.keys()].filter((name) => seenDigest.get(name) !== current.get(name));
      seenTransactionId = transactionId;
      seenDigest = current;
      return written;
    },
  };
}
