import { and, asc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { UnclaimedPayment } from '../../../domain/contracts/payments.ts';
import { displayName } from '../../../domain/display-name.ts';
import { UNCLAIMED_PAYMENT_MS, unclaimedRefundDueAt } from '../../../domain/refunds.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import { findUsersByIds } from '../auth/index.ts';
import type { PaymentGateway } from './gateway.ts';
import { payments, refunds } from './payments.tables.ts';
import { releasePayment, withRefundsAfterCommit } from './refunds.service.ts';

/**
 * Payments the provider captured that no order claimed (docs/decisions/047-unclaimed-payments.md): the browser
 * closed after paying, or every checkout with it failed before it could refund. After 15 minutes the money goes
 * back by itself; admins see each one until its refund is processed.
 */

/** Payments released per run of the sweep. */
const SWEEP_BATCH = 50;

/**
 * Refunds every payment captured at least 15 minutes ago and still claimed by no order, sends those refunds once
 * that has committed, and answers them. A checkout placing an order with one of them holds its row lock, so the
 * two never both have it: the sweep skips a locked payment and sees it again next run, if still unclaimed.
 */
export async function releaseUnclaimedPayments(
  db: Database,
  gateway: PaymentGateway,
  events: EventBus,
  now = new Date(),
): Promise<number[]> {
  const released = await withRefundsAfterCommit(db, gateway, events, async (tx) => {
    const overdue = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'paid'),
          lte(payments.paidAt, new Date(now.getTime() - UNCLAIMED_PAYMENT_MS)),
        ),
      )
      .orderBy(asc(payments.paidAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const refundIds: number[] = [];
    for (const payment of overdue) {
      if (!payment.providerPaymentId) continue;
      const released = await releasePayment(
        tx,
        events,
        { ...payment, providerPaymentId: payment.providerPaymentId },
        'payment_unclaimed',
      );
      if (released) refundIds.push(released.refundId);
    }
    return { refundIds };
  });
  return released.refundIds;
}

/**
 * What admins watch: payments captured and still unclaimed, and payments given back whose refund is not
 * processed yet — the oldest first.
 */
export async function listUnclaimedPayments(db: Database): Promise<UnclaimedPayment[]> {
  const rows = await db
    .select({ payment: payments, refund: refunds })
    .from(payments)
    // A payment's own refund is the one that belongs to no order.
    .leftJoin(refunds, and(eq(refunds.paymentId, payments.id), isNull(refunds.orderId)))
    .where(
      or(
        eq(payments.status, 'paid'),
        and(eq(payments.status, 'refunded'), or(isNull(refunds.id), ne(refunds.status, 'processed'))),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id));
  // The buyers' names and e-mails come from the auth module, in one query for the whole list.
  const buyers = await findUsersByIds(
    db,
    rows.map((row) => row.payment.userId),
  );
  return rows.flatMap(({ payment, refund }) => {
    const buyer = buyers.get(payment.userId);
    if (!payment.providerPaymentId || !payment.paidAt || !buyer) return [];
    return [
      {
        paymentId: payment.id,
        providerPaymentId: payment.providerPaymentId,
        providerOrderId: payment.providerOrderId,
        buyer: { id: buyer.id, name: displayName(buyer), email: buyer.email },
        amount: payment.amount,
        paidAt: payment.paidAt.toISOString(),
        refundDueAt: unclaimedRefundDueAt(payment.paidAt).toISOString(),
        refund: refund
          ? {
              status: refund.status,
              reason: refund.reason,
              failureReason: refund.failureReason,
              attempts: refund.attempts,
            }
          : null,
      },
    ];
  });
}
