import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { mailOutbox } from './mail.tables.ts';
import type { MailTransport } from './transport.ts';

/*
 * The outbox and its worker (docs/decisions/027-email-outbox.md). A message is written in the transaction of the
 * event that causes it, so it exists exactly when the event committed. The worker takes due rows with
 * FOR UPDATE SKIP LOCKED in a short transaction of its own, marking them `sending`, and sends them after that
 * transaction, so no database connection waits on a mail server and several processes never take one row.
 */

/** After this many refused attempts a message is given up (failed); the back-off spreads them over a day. */
export const MAX_ATTEMPTS = 10;
/** Rows one worker run takes at a time. */
const BATCH = 20;
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
      subject: mail.subject,
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

/** Takes due rows for this worker: pending ones whose time has come, and `sending` ones left by a crash. */
async function claimDue(db: Database, now: Date): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
          and(
            eq(mailOutbox.status, 'sending'),
            lte(mailOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
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
 * One run of the worker: takes what is due, sends each message, and marks it sent (emptying its bodies) or
 * due again after a back-off, or failed after MAX_ATTEMPTS. Runs batch after batch until nothing is due.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, now());
    for (const row of claimed) {
      try {
        await transport.send({
          to: row.toAddress,
          subject: row.subject,
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
        continue;
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now(), textBody: '', htmlBody: '', lastError: null })
        .where(stillOurs(row));
      result.sent += 1;
    }
    if (claimed.length < BATCH) return result;
  }
}
