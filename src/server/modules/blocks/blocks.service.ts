import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { BlockedUser } from '../../../domain/contracts/blocks.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findModerationAccounts } from '../auth/index.ts';
import { blocks } from './blocks.tables.ts';

/**
 * Blocks (docs/decisions/084-blocks.md): someone a student blocked can no longer message them or order from them,
 * and their listings are left out of what the blocker browses. Orders already placed between the two can still
 * be handed over or cancelled.
 */

/** Blocks a student (blocking them again changes nothing); 400 for oneself, 404 for no such live account. */
export async function blockUser(
  db: Database,
  { blockerId, blockedId }: { blockerId: number; blockedId: number },
): Promise<BlockedUser> {
  if (blockerId === blockedId) throw badRequest('block.self');
  const blocked = (await findModerationAccounts(db, [blockedId])).get(blockedId);
  if (!blocked || blocked.deleted) throw notFound('user.not_found');
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  const [row] = await db
    .select({ createdAt: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return {
    userId: blocked.id,
    username: blocked.username,
    name: displayName(blocked),
    blockedAt: (row?.createdAt ?? new Date()).toISOString(),
  };
}

/** Unblocks a student (unblocking one not blocked changes nothing). */
export async function unblockUser(
  db: Database,
  { blockerId, blockedId }: { blockerId: number; blockedId: number },
): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The students a student blocked, last blocked first. */
export async function listBlocks(db: Database, blockerId: number): Promise<BlockedUser[]> {
  const rows = await db
    .select({ blockedId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
  const people = await findModerationAccounts(
    db,
    rows.map((row) => row.blockedId),
  );
  return rows.flatMap((row) => {
    const person = people.get(row.blockedId);
    if (!person || person.deleted) return [];
    return [
      {
        userId: person.id,
        username: person.username,
        name: displayName(person),
        blockedAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** The ids of the students a student blocked: their listings are left out of what the blocker browses. */
export async function blockedIdsOf(db: Database, blockerId: number): Promise<number[]> {
  const rows = await db
    .select({ blockedId: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId));
  return rows.map((row) => row.blockedId);
}

/** Which of `blockerIds` blocked `userId`: they take no message or order from them. */
export async function whoBlocked(
  db: Database | Transaction,
  { userId, blockerIds }: { userId: number; blockerIds: number[] },
): Promise<Set<number>> {
  if (blockerIds.length === 0) return new Set();
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockedId, userId), inArray(blocks.blockerId, [...new Set(blockerIds)])));
  return new Set(rows.map((row) => row.blockerId));
}

/** Whether either of two students blocked the other. */
export async function eitherBlocked(db: Database | Transaction, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
