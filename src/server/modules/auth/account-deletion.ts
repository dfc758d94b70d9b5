import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { forgetPublicName } from './auth.service.ts';
import { accountTokens, users } from './auth.tables.ts';
import { verifyPassword } from './passwords.ts';
import { deleteAllSessions } from './session-store.ts';

/**
 * The username a deleted account keeps: `#` is refused at sign-up, so it can never be anyone's, and the old name
 * is free for a new student (docs/decisions/029-deleting-an-account.md).
 */
const deletedUsername = (userId: number) => `deleted#${userId}`;

/** Not a scrypt hash: verifyPassword never matches it, so no password signs in to a deleted account. */
const UNUSABLE_PASSWORD_HASH = '!deleted';

/**
 * Deletes a student's account once they prove the password (docs/decisions/029-deleting-an-account.md). In one
 * transaction: the user's row is locked, every module is told (`user.deleting`: open orders or money still owed
 * refuse with 409; otherwise listings are withdrawn and what the modules hold of the student is erased), the
 * personal details on the row are replaced, their links and every session of theirs end. Nothing changes when
 * anything refuses.
 */
export async function deleteAccount(
  db: Database,
  events: EventBus,
  { userId, password }: { userId: number; password: string },
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row || row.deletedAt) throw unauthorized();
  if (!(await verifyPassword(password, row.passwordHash))) throw badRequest('auth.wrong_password');
  const afterCommit: (() => void)[] = [];
  await db.transaction(async (tx) => {
    // Two deletions (or a deletion and a password change) racing: the second waits and finds the hash changed.
    const [locked] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (locked?.passwordHash !== row.passwordHash) throw badRequest('auth.wrong_password');
    await events.emit('user.deleting', { userId, afterCommit: (task) => afterCommit.push(task) }, tx);
    const placeholder = deletedUsername(userId);
    await tx
      .update(users)
      .set({
        username: placeholder,
        email: `${placeholder.replace('#', '-')}@deleted.invalid`,
        phone: null,
        fullName: null,
        institute: null,
        city: null,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        emailVerifiedAt: null,
        isAdmin: false,
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await deleteAllSessions(tx, userId);
  });
  forgetPublicName(db, userId);
  for (const task of afterCommit) task();
}
