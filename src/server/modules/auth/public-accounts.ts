import { eq, sql } from 'drizzle-orm';
import { isAcademicAddress } from '../../../domain/academic-address.ts';
import { isSuspended } from '../../../domain/suspension.ts';
import type { Database } from '../../db/client.ts';
import { users } from './auth.tables.ts';

/**
 * Who may be shown to everyone on a public profile (docs/decisions/082-ratings-from-real-deals.md). The one
 * place that decides it: an account that is gone — deleted (docs/decisions/081) — or suspended for now
 * (docs/decisions/083-reports-and-suspensions.md) has no profile and answers 404.
 */
export function isPublicAccount(account: { deletedAt: Date | null; suspendedUntil: Date | null }): boolean {
  return account.deletedAt === null && !isSuspended(account.suspendedUntil);
}

/** What a public profile may show of an account: never its e-mail address, phone number or language. */
export interface PublicAccount {
  id: number;
  username: string;
  fullName: string | null;
  institute: string | null;
  city: string | null;
  createdAt: Date;
  /** A verified address at an academic domain: the "Verified student" badge (docs/decisions/028). */
  verifiedStudent: boolean;
}

/**
 * The public account named by a username (in any letter case) or by id, or undefined when there is none or it is
 * not shown to others (isPublicAccount).
 */
export async function findPublicAccount(
  db: Database,
  by: { username: string } | { id: number },
): Promise<PublicAccount | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where('id' in by ? eq(users.id, by.id) : eq(sql`lower(${users.username})`, by.username.toLowerCase()));
  if (!row || !isPublicAccount(row)) return undefined;
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    institute: row.institute,
    city: row.city,
    createdAt: row.createdAt,
    verifiedStudent: row.emailVerifiedAt !== null && isAcademicAddress(row.email),
  };
}
