import { and, desc, eq, gte, inArray, isNotNull, or } from 'drizzle-orm';
import { type FailingMail, KEEPS_FAILING_ATTEMPTS } from '../../../domain/contracts/mail.ts';
import { maskedAddress } from '../../../domain/masked-address.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { mailOutbox } from './mail.tables.ts';

/*
 * What admins see of mail that does not get through (docs/decisions/027-email-outbox.md): messages given up after
 * the last attempt, and those still retrying after several refusals; and the way to put one back in the queue.
 */

/** At most this many are listed, newest first: past that the mail server is the problem, not one message. */
const LISTED = 100;

const failingOrGivenUp = or(
  eq(mailOutbox.status, 'failed'),
  and(
    eq(mailOutbox.status, 'pending'),
    gte(mailOutbox.attempts, KEEPS_FAILING_ATTEMPTS),
    isNotNull(mailOutbox.lastError),
  ),
);

/** Messages that gave up or keep failing, newest first, the recipient masked and the bodies left out. */
export async function listFailingMail(db: Database): Promise<FailingMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      toAddress: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      claimedAt: mailOutbox.claimedAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(failingOrGivenUp)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(LISTED);
  return rows.map((row) => {
    const givenUp = row.status === 'failed';
    return {
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      recipient: maskedAddress(row.toAddress),
      status: givenUp ? 'failed' : 'retrying',
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      lastAttemptAt: row.claimedAt?.toISOString() ?? null,
      nextAttemptAt: givenUp ? null : row.nextAttemptAt.toISOString(),
    };
  });
}

/**
 * Puts a message that failed or is waiting to be retried back in the queue, due now and with a fresh series of
 * attempts (the admin has usually fixed what refused it). A message sent, or being sent right now, is left alone.
 * Returns its kind, for the audit log.
 */
export async function requeueMail(tx: Database | Transaction, id: number): Promise<{ kind: string }> {
  const [requeued] = await tx
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedAt: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'pending'])))
    .returning({ kind: mailOutbox.kind });
  if (requeued) return requeued;
  const [existing] = await tx
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!existing) throw notFound('mail.message_not_found');
  throw conflict(existing.status === 'sent' ? 'mail.already_sent' : 'mail.being_sent');
}
