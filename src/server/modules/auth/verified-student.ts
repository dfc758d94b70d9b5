import { getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACADEMIC_SUFFIXES } from '../../../domain/academic-address.ts';
import type { Database } from '../../db/client.ts';
import { users } from './auth.tables.ts';

/**
 * Whether the account in the `userId` column has the "Verified student" badge, as a column of another module's
 * query: a verified address at an academic domain, `isAcademicAddress`'s rule written in SQL, the server's only form
 * of it. A page of search results reads its sellers' badges in its own statement instead of asking for them after
 * it, one wait for the database fewer (docs/decisions/121-a-page-and-its-badges-in-one-statement.md).
 */
export function isVerifiedStudent(userId: AnyPgColumn): SQL<boolean> {
  // Every name qualified: drizzle writes a single table's columns bare, and a bare "id" in the subquery would be
  // the account's own, whatever table the caller meant.
  const outer = sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;
  const account = (column: AnyPgColumn) => sql`badge_account.${sql.identifier(column.name)}`;
  const domain = sql`split_part(lower(btrim(${account(users.email)})), '@', -1)`;
  // A college's own host: "iitb.ac.in" counts, the bare suffix "ac.in" does not (hence at least one character first).
  const atAcademicDomain = sql.join(
    ACADEMIC_SUFFIXES.map((suffix) => sql`${domain} like ${`_%${suffix}`}`),
    sql` or `,
  );
  // A scalar subquery by primary key, not `exists`: PostgreSQL may plan an `exists` as one hashed scan of every
  // account (it counts on a call per matching listing, not per row of the page), ~2 ms at 2,500 accounts and growing.
  return sql<boolean>`coalesce((select strpos(${account(users.email)}, '@') > 0 and (${atAcademicDomain}) from ${users} as badge_account where ${account(users.id)} = ${outer} and ${account(users.emailVerifiedAt)} is not null), false)`;
}

/**
 * The accounts among `ids` that have the "Verified student" badge, by the same rule: for a listing's page, which
 * keeps its seller's badge rather than reading it with every request (docs/decisions/104-listing-pages-read-once.md).
 */
export async function findVerifiedStudents(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id, verifiedStudent: isVerifiedStudent(users.id) })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Set(rows.filter((row) => row.verifiedStudent).map((row) => row.id));
}
