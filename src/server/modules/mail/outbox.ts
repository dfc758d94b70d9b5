import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { mailOutbox } from './mail.tables.ts';
import { oneLineSubject } from './subject.ts';
import type { MailTransport } from './transport.ts';

/*
 * The outbox and its worker (docs/decisions/027-email-outbox.md). A message is written in the transaction of the
 * event that causes it, so it exists exactly when the event committed. The worker takes each due row with
 * FOR UPDATE SKIP LOCKED in a short transaction of its own, marking it `sending`, and sends it after that
 * transaction, so no database connection waits on a mail server and several processes never take one row.
 */

/** After this many refused attempts a message is given up (failed); the back-off spreads them over a day. */
export const MAX_ATTEMPTS = 10;
/** Messages one worker run sends at most; the rest wait a few seconds for the next run. */
const MAX_PER_RUN = 500;
/**
 * A row still `sending` this long after it was taken was interrupted (the process died between taking it and
 * marking it sent). It is taken again and sent with the same Message-ID, so a second copy — if the first had
 * gone out — is recognisable as the same message.
 */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/** Wait before the next attempt: 30 s, 1 min, 2 min … up to 2 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60 * 1000);
}

export interface MailToSend {
  kind: string;
  to: string;
  userId?: number | null;
  subject: string;
  text: string;
  html: string;
  /** Set for messages caused by an event: a second message with the same key is not written. */
  dedupeKey?: string;
  headers?: Record<string, string>;
}

/** The domain of the From address names our Message-IDs (`<uuid@passiton.in>`). */
function messageIdFor(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'passiton.local';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Puts a message in the outbox, in the caller's transaction. Returns false when a message with the same
 * dedupe key is already there (the event was handled before).
 */
export async function enqueueMail(
  tx: Transaction | Database,
  from: string,
  mail: MailToSend,
): Promise<boolean> {
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      userId: mail.userId ?? null,
      toAddress: mail.to,
      subject: oneLineSubject(mail.subject),
      textBody: mail.text,
      htmlBody: mail.html,
      messageId: messageIdFor(from),
      dedupeKey: mail.dedupeKey ?? null,
      headers: mail.headers ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Takes the next due row for this worker: a pending one whose time has come, or one left `sending` by a crash.
 * One at a time, each just before it is sent, so a row is never held "sending" while others ahead of it are sent
 * (a batch could outlast STALE_CLAIM_MS on a slow server and be taken twice).
 */
async function claimNext(db: Database, now: Date, fromDomain?: string): Promise<OutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          or(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
            and(
              eq(mailOutbox.status, 'sending'),
              lte(mailOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
            ),
          ),
          fromDomain ? like(mailOutbox.messageId, `%@${fromDomain}>`) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    return claimed;
  });
}

/** The row as this worker took it: only that claim may mark it (a later claim after a crash has its own time). */
const stillOurs = (row: OutboxRow) =>
  and(
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.claimedAt, row.claimedAt as Date),
  );

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * True when the mail server answered (it refused this message); false when it could not be reached at all, and
 * every other message would fail the same way.
 */
function serverAnswered(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown }).responseCode === 'number';
}

/**
 * One run of the worker: takes due messages one by one, sends each, and marks it sent (emptying its bodies) or
 * due again after a back-off, or failed after MAX_ATTEMPTS. Ends when nothing is due, after MAX_PER_RUN messages,
 * or as soon as the server cannot be reached (the rest wait for the next run instead of each timing out).
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  options: {
    now?: () => Date;
    /**
     * Only messages whose Message-ID names this domain (MAIL_FROM's): tests sharing one PostgreSQL database each
     * deliver only their own app's mail. The app's worker delivers everything.
     */
    fromDomain?: string;
  } = {},
): Promise<DeliveryResult> {
  const now = options.now ?? (() => new Date());
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  for (let taken = 0; taken < MAX_PER_RUN; taken++) {
    const row = await claimNext(db, now(), options.fromDomain);
    if (!row) return result;
    try {
      await transport.send({
        to: row.toAddress,
        // Cleaned again: a row queued before subjects were cleaned is sent as one line too.
        subject: oneLineSubject(row.subject),
        text: row.textBody,
        html: row.htmlBody,
        messageId: row.messageId,
        headers: row.headers ?? undefined,
      });
    } catch (error) {
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
          lastError: errorText(error),
        })
        .where(stillOurs(row));
      if (giveUp) result.failed += 1;
      else result.retrying += 1;
      if (!serverAnswered(error)) return result;
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now(), textBody: '', htmlBody: '', lastError: null })
      .where(stillOurs(row));
    result.sent += 1;
  }
  return result;
}

/** How long a sent message's record (no bodies) is kept. */
export const SENT_KEPT_DAYS = 30;

/** Deletes records of messages sent more than SENT_KEPT_DAYS ago; failed ones are kept for someone to look at. */
export async function pruneSentMail(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        lte(mailOutbox.sentAt, new Date(now.getTime() - SENT_KEPT_DAYS * 24 * 60 * 60 * 1000)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return removed.length;
}

/**
 * True when a message of this kind was written for the user, with a dedupe key starting `keyPrefix`, after
 * `since` (the same conversation e-mailed a moment ago, say).
 */
export async function mailedLately(
  tx: Transaction,
  { userId, kind, keyPrefix, since }: { userId: number; kind: string; keyPrefix: string; since: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.userId, userId),
        eq(mailOutbox.kind, kind),
        gt(mailOutbox.createdAt, since),
        like(mailOutbox.dedupeKey, `${keyPrefix}%`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Forgets every message to a user whose account is being deleted, sent or not (docs/decisions/029-deleting-an-account.md):
 * what was not sent is not sent, and the record of what was keeps no address of theirs.
 */
export async function forgetRecipient(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.userId, userId));
}

/**
 * Forgets every message, sent or not, whose dedupe key begins with one of `prefixes`: those written to others about
 * someone deleting their account (docs/decisions/081-what-a-deleted-account-leaves.md).
 */
export async function forgetMailWithKeys(tx: Transaction, prefixes: readonly string[]): Promise<void> {
  if (prefixes.length === 0) return;
  await tx
    .delete(mailOutbox)
    .where(or(...prefixes.map((prefix) => like(mailOutbox.dedupeKey, `${prefix}%`))));
}

/** The same for messages whose dedupe key is one of `keys` exactly (a key that is no prefix of another's). */
export async function forgetMailWithExactKeys(tx: Transaction, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(mailOutbox).where(inArray(mailOutbox.dedupeKey, [...keys]));
}
