import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { accountTokens, type TOKEN_PURPOSES } from './auth.tables.ts';

/*
 * Single-use e-mailed tokens (docs/decisions/028-password-reset-and-email-verification.md): 32 random bytes in the
 * link, only their SHA-256 in the database, a lifetime per purpose, spent by one UPDATE so two uses racing with one
 * link cannot both succeed.
 */

export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60 * 1000,
  verify_email: 7 * 24 * 60 * 60 * 1000,
};

/** The stored form of a token: its SHA-256, hex. A token has 256 random bits, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes a token for the user (in the caller's transaction) and returns it; only its hash is kept. */
export async function issueToken(
  tx: Transaction,
  input: { userId: number; purpose: TokenPurpose; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    ...input,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[input.purpose]),
  });
  return token;
}

/**
 * Spends a token: marks it used and returns whose it is and the address it was sent to, or undefined when it is
 * unknown, used, expired or for another purpose.
 */
export async function spendToken(
  tx: Transaction,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: number; email: string } | undefined> {
  const [spent] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return spent;
}

/** Makes every unspent token of the user for this purpose worthless (a reset spends the other reset links too). */
export async function spendAllTokens(tx: Transaction, userId: number, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** How many tokens of this purpose the user was sent in the last `windowMs` (the per-account sending limit). */
export async function tokensSentLately(
  db: Database | Transaction,
  userId: number,
  purpose: TokenPurpose,
  windowMs: number,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gte(accountTokens.createdAt, new Date(Date.now() - windowMs)),
      ),
    );
  return row?.total ?? 0;
}

/** Deletes tokens expired or used more than a day ago (kept that long only to count links sent lately). */
export async function pruneSpentTokens(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, dayAgo), lt(accountTokens.usedAt, dayAgo)))
    .returning({ id: accountTokens.id });
  return removed.length;
}
