import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  type MailPreferences,
  OPTIONAL_MAIL_KINDS,
  OPTIONAL_MAIL_LABELS,
  type OptionalMailKind,
} from '../../../domain/contracts/mail.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { mailOptOuts } from './mail.tables.ts';

/*
 * Which optional e-mails a user gets, and the one-click unsubscribe links (docs/decisions/027-email-outbox.md).
 */

/** Which of the users turned this kind of e-mail off. */
export async function usersOptedOut(
  db: Database | Transaction,
  userIds: number[],
  kind: OptionalMailKind,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: mailOptOuts.userId })
    .from(mailOptOuts)
    .where(and(inArray(mailOptOuts.userId, userIds), eq(mailOptOuts.kind, kind)));
  return new Set(rows.map((row) => row.userId));
}

/** Every optional e-mail with whether the user gets it. */
export async function listMailPreferences(db: Database, userId: number): Promise<MailPreferences> {
  const rows = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.kind));
  return {
    preferences: OPTIONAL_MAIL_KINDS.map((kind) => ({
      kind,
      ...OPTIONAL_MAIL_LABELS[kind],
      enabled: !off.has(kind),
    })),
  };
}

/** Turns one kind of e-mail on or off for the user (doing it twice is harmless). */
export async function setMailPreference(
  db: Database,
  userId: number,
  kind: OptionalMailKind,
  enabled: boolean,
): Promise<void> {
  if (enabled) {
    await db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
  } else {
    await db.insert(mailOptOuts).values({ userId, kind }).onConflictDoNothing();
  }
}

/**
 * Unsubscribe links are signed, not stored: `<userId>.<kind>.<HMAC-SHA256>` with a key derived from the session
 * secret. They never expire (an old e-mail's link must still work) and only ever turn one kind of e-mail off.
 */
export function unsubscribeKeyFrom(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('passiton mail unsubscribe').digest();
}

const signature = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function unsubscribeToken(key: Buffer, userId: number, kind: OptionalMailKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${signature(key, payload)}`;
}

/** Reads a signed unsubscribe token; 400 when it was not made by us. */
export function readUnsubscribeToken(key: Buffer, token: string): { userId: number; kind: OptionalMailKind } {
  const [id, kind, signed, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !kind || !signed || !/^\d{1,9}$/.test(id))
    throw badRequest('mail.bad_unsubscribe_link');
  if (!(OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind))
    throw badRequest('mail.bad_unsubscribe_link');
  const expected = Buffer.from(signature(key, `${id}.${kind}`));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw badRequest('mail.bad_unsubscribe_link');
  return { userId: Number(id), kind: kind as OptionalMailKind };
}

/** Forgets a deleted account's choices (docs/decisions/029-deleting-an-account.md). */
export async function forgetMailPreferences(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(mailOptOuts).where(eq(mailOptOuts.userId, userId));
}
