import { and, asc, eq, lte, ne, or, sql } from 'drizzle-orm';
import { toPaise, toRupeeString } from '../../../domain/money.ts';
import {
  paymentRefundKey,
  REFUND_LEASE_MS,
  REFUND_POLL_MS,
  type RefundReason,
  type RefundStatus,
  refundRetryDelayMs,
} from '../../../domain/refunds.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { conflict } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { GatewayError, type GatewayRefund, type PaymentGateway } from './gateway.ts';
import { payments, refunds } from './payments.tables.ts';

/**
 * Refunds through the gateway (docs/decisions/041-refunds-through-the-gateway.md). A refund is written down in
 * the transaction that decides it (pending, under a unique key, so it exists once), and sent to the gateway
 * after that transaction has committed — never while holding it: a network call inside a transaction would
 * hold the order's locks for as long as the provider takes. Whatever could not be sent then is sent by the
 * refund job.
 */

type RefundRow = typeof refunds.$inferSelect;

export interface RefundView {
  id: number;
  sellerId: number | null;
  reason: RefundReason;
  amount: string;
  status: RefundStatus;
  failureReason: string | null;
  createdAt: string;
  processedAt: string | null;
}

async function announce(tx: Transaction, events: EventBus, refund: RefundRow): Promise<void> {
  await events.emit(
    'refund.updated',
    {
      refundId: refund.id,
      orderId: refund.orderId,
      buyerId: refund.userId,
      status: refund.status,
      reason: refund.reason,
      amount: refund.amount,
    },
    tx,
  );
}

/**
 * Writes down, in the caller's transaction, that an amount of a payment goes back to its buyer, once per key:
 * the same key again answers the refund already written (null when the payment has no row of its own — an
 * order imported without one — and so nothing the gateway could refund). Refunds of one payment never add up
 * to more than was paid (409).
 */
export async function scheduleRefund(
  tx: Transaction,
  events: EventBus,
  input: {
    providerPaymentId: string;
    refundKey: string;
    orderId: number | null;
    sellerId: number | null;
    reason: RefundReason;
    amountPaise: number;
  },
): Promise<number | null> {
  // The payment's lock makes the sum below and the insert one step for every refund of this payment.
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, input.providerPaymentId))
    .for('update');
  if (!payment) return null;
  const [existing] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.refundKey, input.refundKey));
  if (existing) return existing.id;
  if (input.amountPaise <= 0) return null;

  const [refunded] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id));
  if (toPaise(refunded?.total ?? '0') + input.amountPaise > toPaise(payment.amount)) {
    throw conflict('refund.more_than_paid');
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      refundKey: input.refundKey,
      paymentId: payment.id,
      userId: payment.userId,
      orderId: input.orderId,
      sellerId: input.sellerId,
      reason: input.reason,
      amount: toRupeeString(input.amountPaise),
    })
    .returning();
  if (!refund) throw new Error('insert returned no refund');
  await announce(tx, events, refund);
  return refund.id;
}

/**
 * Gives a whole payment no order kept back to its buyer, in the caller's transaction, with the payment's row
 * locked and still verified and unclaimed: it can no longer be claimed, and its refund is written down once
 * (docs/decisions/047-unclaimed-payments.md). Answers the refund, or null when there was nothing to refund.
 */
export async function releasePayment(
  tx: Transaction,
  events: EventBus,
  payment: typeof payments.$inferSelect & { providerPaymentId: string },
  reason: 'checkout_failed' | 'payment_unclaimed',
): Promise<{ refundId: number; amountPaise: number } | null> {
  await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  const amountPaise = toPaise(payment.amount);
  const refundId = await scheduleRefund(tx, events, {
    providerPaymentId: payment.providerPaymentId,
    refundKey: paymentRefundKey(payment.id),
    orderId: null,
    sellerId: null,
    reason,
    amountPaise,
  });
  return refundId === null ? null : { refundId, amountPaise };
}

/**
 * The undo of a checkout that failed after the buyer's payment was verified (docs/decisions/040), in the
 * caller's transaction: the payment no order claimed goes back in full, and can no longer be claimed. Only the
 * buyer's own payment, only while it is still verified and unclaimed — an order that claimed it meanwhile keeps
 * it. Answers the refund, or null.
 */
export async function refundUnclaimedPayment(
  tx: Transaction,
  events: EventBus,
  input: { userId: number; providerOrderId: string; providerPaymentId: string },
): Promise<{ refundId: number; amountPaise: number } | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, input.providerOrderId))
    .for('update');
  if (
    !payment ||
    payment.userId !== input.userId ||
    payment.status !== 'paid' ||
    payment.providerPaymentId !== input.providerPaymentId
  ) {
    return null;
  }
  return releasePayment(
    tx,
    events,
    { ...payment, providerPaymentId: input.providerPaymentId },
    'checkout_failed',
  );
}

/** The refunds of an order, oldest first, as its page shows them. */
export async function refundsOfOrder(db: Database | Transaction, orderId: number): Promise<RefundView[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return rows.map((row) => ({
    id: row.id,
    sellerId: row.sellerId,
    reason: row.reason,
    amount: row.amount,
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
  }));
}

/** What the gateway said, or why it could not say anything. */
type Outcome = { refund: GatewayRefund } | { failure: string };

async function askGateway(gateway: PaymentGateway, refund: RefundRow, paymentId: string): Promise<Outcome> {
  try {
    if (refund.providerRefundId) {
      return { refund: await gateway.fetchRefund({ paymentId, refundId: refund.providerRefundId }) };
    }
    return {
      refund: await gateway.refund({
        paymentId,
        amountPaise: toPaise(refund.amount),
        // The same key on every attempt: a retry after a lost answer gets the refund made the first time.
        idempotencyKey: `passiton-refund-${refund.id}-${refund.providerAttempt}`,
        receipt: `refund-${refund.id}`,
        notes: {
          refundKey: refund.refundKey,
          reason: refund.reason,
          ...(refund.orderId === null ? {} : { orderId: String(refund.orderId) }),
        },
      }),
    };
  } catch (error) {
    // The provider's own words are kept; anything else (a bug, a timeout) is not shown as a provider reason.
    return {
      failure: error instanceof GatewayError ? error.message : 'The payment gateway could not be reached',
    };
  }
}

/**
 * Sends one refund to the gateway, or asks where a refund it accepted stands, and records the answer:
 * processed, still pending at the provider (asked again later), or failed with the provider's reason (retried
 * later, sooner first). A refund is taken for sending by one process at a time: taking it pushes its next
 * attempt past the time a call may take, so the job and a request never send it together; the idempotency key
 * covers a process that died mid-call. Answers the refund's status, or null when it was not this process's to send.
 */
export async function sendRefund(
  db: Database,
  gateway: PaymentGateway,
  events: EventBus,
  refundId: number,
  now = new Date(),
): Promise<RefundStatus | null> {
  const [taken] = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(refunds.id, refundId),
        ne(refunds.status, 'processed'),
        // A refund never sent is sent at once, whatever the database's clock wrote as its first due time.
        or(eq(refunds.attempts, 0), lte(refunds.nextAttemptAt, now)),
      ),
    )
    .returning();
  if (!taken) return null;
  const [payment] = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.id, taken.paymentId));
  const outcome = payment?.providerPaymentId
    ? await askGateway(gateway, taken, payment.providerPaymentId)
    : { failure: 'The payment has no provider payment id' };

  const answeredAt = new Date();
  const update =
    'failure' in outcome
      ? {
          status: 'failed' as const,
          failureReason: outcome.failure,
          nextAttemptAt: new Date(answeredAt.getTime() + refundRetryDelayMs(taken.attempts)),
        }
      : outcome.refund.status === 'processed'
        ? {
            status: 'processed' as const,
            providerRefundId: outcome.refund.id,
            failureReason: null,
            processedAt: answeredAt,
            nextAttemptAt: null,
          }
        : outcome.refund.status === 'pending'
          ? {
              status: 'pending' as const,
              providerRefundId: outcome.refund.id,
              failureReason: null,
              nextAttemptAt: new Date(answeredAt.getTime() + REFUND_POLL_MS),
            }
          : {
              // The provider accepted the refund and then gave up on it: a new one is needed, with a new key.
              status: 'failed' as const,
              providerRefundId: null,
              providerAttempt: taken.providerAttempt + 1,
              failureReason: 'The payment gateway could not complete the refund',
              nextAttemptAt: new Date(answeredAt.getTime() + refundRetryDelayMs(taken.attempts)),
            };

  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(refunds)
      .set({ ...update, updatedAt: answeredAt })
      .where(and(eq(refunds.id, taken.id), ne(refunds.status, 'processed')))
      .returning();
    if (!recorded) return 'processed';
    if (recorded.status !== taken.status || recorded.status === 'processed')
      await announce(tx, events, recorded);
    return recorded.status;
  });
}

/**
 * Sends refunds just written down, after their transaction committed. Never fails the request that asked for
 * them: a refund that could not be sent stays pending or failed, and the refund job sends it.
 */
export async function sendRefunds(
  db: Database,
  gateway: PaymentGateway,
  events: EventBus,
  refundIds: readonly number[],
): Promise<void> {
  for (const refundId of refundIds) {
    await sendRefund(db, gateway, events, refundId).catch(() => null);
  }
}

/**
 * Runs `work` in a transaction and, once it has committed, sends the refunds it wrote down (the `refundIds` it
 * answers): the one way a decision that gives money back — a cancel, a decline, a refund approved, an admin's
 * status change, a failed checkout's undo — reaches the gateway, never while its transaction holds locks
 * (docs/decisions/041). A refund that cannot be sent then is left to the refund job. Answers what `work` did.
 */
export async function withRefundsAfterCommit<Result extends { refundIds: readonly number[] }>(
  db: Database,
  gateway: PaymentGateway,
  events: EventBus,
  work: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  const result = await db.transaction(work);
  await sendRefunds(db, gateway, events, result.refundIds);
  return result;
}

/** Refunds sent per run of the job. */
export const REFUND_JOB_BATCH = 50;

/**
 * The refund job: sends every refund whose time has come — written down but never sent (a process stopped
 * between the commit and the call), failed and due for another try, or accepted by the provider and due to be
 * asked about. When another process holds the job's lock this one does nothing. Answers how many were sent.
 */
export async function retryDueRefunds(
  db: Database,
  gateway: PaymentGateway,
  events: EventBus,
  now = new Date(),
): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${sql.raw(String(LOCK_KEYS.refundJob))}) AS locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return [];
    return tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(ne(refunds.status, 'processed'), lte(refunds.nextAttemptAt, now)))
      .orderBy(asc(refunds.nextAttemptAt), asc(refunds.id))
      .limit(REFUND_JOB_BATCH);
  });
  let sent = 0;
  for (const { id } of due) {
    // Each refund is taken by sendRefund itself, so a request sending it right now wins and this one skips it.
    if ((await sendRefund(db, gateway, events, id, now)) !== null) sent += 1;
  }
  return sent;
}
