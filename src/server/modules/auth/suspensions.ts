import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { SuspendedUser } from '../../../domain/contracts/reports.ts';
import { indianDate } from '../../../domain/india-time.ts';
import { isForGood } from '../../../domain/suspension.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { users } from './auth.tables.ts';
import { deleteAllSessions } from './session-store.ts';

/**
 * Suspended accounts (docs/decisions/083-reports-and-suspensions.md): an admin suspends a student for 7 or 30 days
 * or for good, with a reason. Their sessions end at once, sign-in is refused with the reason, and while suspended
 * every request of theirs is a guest's.
 */

/**
 * Suspends an account until `until` with the admin's reason and ends every session of it, in the caller's
 * transaction. Returns false when the account is gone (deleted or never there).
 */
export async function suspendUser(
  tx: Transaction,
  { userId, until, reason }: { userId: number; until: Date; reason: string },
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ suspendedUntil: until, suspensionReason: reason })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) return false;
  await deleteAllSessions(tx, userId);
  return true;
}

/** Lifts an account's suspension; false when it was not suspended. */
export async function liftSuspension(tx: Transaction, userId: number, now = new Date()): Promise<boolean> {
  const lifted = await tx
    .update(users)
    .set({ suspendedUntil: null, suspensionReason: null })
    .where(and(eq(users.id, userId), gt(users.suspendedUntil, now)))
    .returning({ id: users.id });
  return lifted.length > 0;
}

/** The accounts suspended now, those ending soonest first. */
export async function listSuspendedUsers(db: Database, now = new Date()): Promise<SuspendedUser[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      until: users.suspendedUntil,
      reason: users.suspensionReason,
    })
    .from(users)
    .where(and(gt(users.suspendedUntil, now), isNull(users.deletedAt)))
    .orderBy(asc(users.suspendedUntil), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    until: row.until && !isForGood(row.until) ? row.until.toISOString() : null,
    reason: row.reason ?? '',
  }));
}

/** The 403 a suspended account gets at sign-in: until when (a date in India) and why. */
export function suspendedError(until: Date, reason: string | null): AppError {
  const why = reason ?? '';
  return isForGood(until)
    ? new AppError(403, 'auth.suspended_for_good', { reason: why })
    : new AppError(403, 'auth.suspended_until', { date: indianDate(until), reason: why });
}

/** An account as moderation and blocks see it: who it is, whether it is gone, and its suspension now. */
export type ModerationAccount = {
  id: number;
  username: string;
  fullName: string | null;
  deleted: boolean;
  /** Suspended now: until when (null for good); undefined when not suspended. */
  suspended?: { until: Date | null };
};

/** The accounts among `ids` as moderation sees them (a deleted one is marked, never left out). */
export async function findModerationAccounts(
  db: Database | Transaction,
  ids: number[],
  now = new Date(),
): Promise<Map<number, ModerationAccount>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      deletedAt: users.deletedAt,
      until: users.suspendedUntil,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.username,
        fullName: row.fullName,
        deleted: row.deletedAt !== null,
        ...(row.until && row.until.getTime() > now.getTime()
          ? { suspended: { until: isForGood(row.until) ? null : row.until } }
          : {}),
      },
    ]),
  );
}
