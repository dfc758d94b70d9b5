import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { issueToken, spendAllTokens, spendToken } from './account-tokens.ts';
import { users } from './auth.tables.ts';

/*
 * Proving an account's address is its owner's (docs/decisions/028-password-reset-and-email-verification.md). The
 * first link goes out at registration (registerUser); this sends another on request and takes one back.
 */

/** E-mails a new verification link to the user's address; 400 when it is verified already. Returns the address. */
export async function requestEmailVerification(
  db: Database,
  events: EventBus,
  userId: number,
): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  if (user.emailVerifiedAt) throw badRequest('auth.already_verified');
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, { userId, purpose: 'verify_email', email: user.email });
    await events.emit(
      'user.email_verification_requested',
      { userId, username: user.username, email: user.email, language: user.language, token },
      tx,
    );
  });
  return user.email;
}

/**
 * Takes a verification link back: spends it (and the account's other verification links) and marks the address
 * verified, if it is still the account's address, and says so. A wrong, used or expired link is a 400 and changes
 * nothing.
 */
export async function verifyEmail(db: Database, events: EventBus, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const spent = await spendToken(tx, token, 'verify_email');
    if (!spent) throw badRequest('auth.link_expired');
    const verified = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)))
      .returning({ id: users.id });
    if (verified.length === 0) throw badRequest('auth.link_expired');
    await spendAllTokens(tx, spent.userId, 'verify_email');
    await events.emit('user.email_verified', { userId: spent.userId }, tx);
  });
}
