import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lockUser } from '../../db/user-lock.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { issueToken, spendAllTokens, spendToken, tokensSentLately } from './account-tokens.ts';
import { users } from './auth.tables.ts';
import { hashPassword } from './passwords.ts';
import { deleteAllSessions } from './session-store.ts';
import { type SignInFailureCounter, signInKey } from './sign-in-failures.ts';

/*
 * Forgotten passwords (docs/decisions/028-password-reset-and-email-verification.md).
 */

/** Reset links one account is sent in an hour, whoever asks: more are not sent (the answer stays the same). */
export const RESET_MAILS_PER_HOUR = 3;
/** Accounts one address may hold (addresses are not unique); each is sent its own link. */
const ACCOUNTS_PER_ADDRESS = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Sends a reset link to every account using this address, unless it was sent RESET_MAILS_PER_HOUR already in the
 * last hour. Says nothing about what it found: the route answers the same whatever happens here.
 */
export async function requestPasswordReset(db: Database, events: EventBus, email: string): Promise<void> {
  const accounts = await db
    .select({ id: users.id, username: users.username, email: users.email, language: users.language })
    .from(users)
    // A deleted account's placeholder address never gets a link back in (docs/decisions/029-deleting-an-account.md).
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.deletedAt)))
    .limit(ACCOUNTS_PER_ADDRESS);
  for (const account of accounts) {
    // The token and its e-mail are written together: the outbox sends it once this commits. The links sent are
    // counted under the account's lock, so requests at once cannot all slip under the hourly cap.
    await db.transaction(async (tx) => {
      await lockUser(tx, 'resetMails', account.id);
      if ((await tokensSentLately(tx, account.id, 'password_reset', HOUR_MS)) >= RESET_MAILS_PER_HOUR) return;
      const token = await issueToken(tx, {
        userId: account.id,
        purpose: 'password_reset',
        email: account.email,
      });
      await events.emit(
        'user.password_reset_requested',
        {
          userId: account.id,
          username: account.username,
          email: account.email,
          language: account.language,
          token,
        },
        tx,
      );
    });
  }
}

/**
 * Sets a new password with a reset token: spends it (and every other reset link of the account), ends every
 * session of the user, and — the link having reached the address — counts the address as verified. One
 * transaction; a wrong, used or expired token is a 400 and changes nothing. Once it is done the account's failed
 * sign-ins are forgotten, so its owner can sign in with the new password at once.
 */
export async function resetPassword(
  db: Database,
  events: EventBus,
  signInFailures: SignInFailureCounter,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const spent = await spendToken(tx, input.token, 'password_reset');
    if (!spent) throw badRequest('auth.link_expired');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    const verified = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.email), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    if (verified.length > 0) await events.emit('user.email_verified', { userId: spent.userId }, tx);
    await spendAllTokens(tx, spent.userId, 'password_reset');
    await deleteAllSessions(tx, spent.userId);
    return spent.userId;
  });
  await signInFailures.clear([signInKey({ userId })]);
}
