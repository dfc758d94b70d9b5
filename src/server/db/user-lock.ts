import { sql } from 'drizzle-orm';
import type { Transaction } from './client.ts';
import { LOCK_SPACES } from './lock-keys.ts';

/** The families of per-user locks: each guards one count-then-write that must not run twice at once for a user. */
export type UserLockSpace =
  | 'cashOrders'
  | 'savedSearches'
  | 'favourites'
  | 'resetMails'
  | 'reports'
  | 'offers'
  | 'wanted';

/**
 * Waits for, then holds until the transaction ends, the lock of one user in a family. A per-user cap counts the
 * user's rows and then writes one more; two requests doing that at once both count the same rows and both slip
 * under the cap. Whoever counts under this lock sees what the one before it wrote
 * (docs/decisions/003-exchange-counts-and-abuse-limits.md).
 *
 * Everything the caller does while holding it must go through `tx`: a second connection taken from the pool
 * meanwhile could wait on the requests queued behind this lock, each holding a connection of its own.
 */
export async function lockUser(tx: Transaction, space: UserLockSpace, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES[space]}::int, ${userId}::int)`);
}
