import { and, desc, eq, inArray } from 'drizzle-orm';
import { amountPaidForPart, sellerReceives } from '../../../domain/exchange.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';
import {
  orderRefundStatus,
  partRefundKey,
  type RefundReason,
  refundStatusFollowsRefunds,
} from '../../../domain/refunds.ts';
import type { Transaction } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { refundsOfOrder, scheduleRefund } from '../payments/index.ts';
import { recordEarning, recordReversal } from '../payouts/index.ts';
import { recordStatusChange } from './order-changes.ts';
import { lockOrder, type OrderRow } from './order-parts.ts';
import { orderItems, orderStatusHistory, orders } from './orders.tables.ts';

/**
 * An order's money going back (docs/decisions/041-refunds-through-the-gateway.md): by seller's part, each
 * for exactly what the buyer paid for it, each at most once.
 */

/** True when the buyer paid the order online with a payment the gateway can refund. */
export function isPaidOnline(order: Pick<OrderRow, 'paymentMethod' | 'paymentId'>): boolean {
  return order.paymentMethod === 'razorpay' && order.paymentId !== null;
}

/**
 * Writes down, in the caller's transaction (which holds the order's lock), a refund of each of the order's
 * parts — or of the named sellers' parts — for what the buyer paid for it: its lines' price × quantity plus
 * their platform fee (amountPaidForPart). A part refunded already (declined earlier, say) is not refunded
 * again: the refund's key is the part's. Cash on delivery: nothing was paid online, nothing is written.
 * Answers the refunds to send once the transaction has committed.
 */
export async function refundParts(
  tx: Transaction,
  events: EventBus,
  { order, reason, sellerIds }: { order: OrderRow; reason: RefundReason; sellerIds?: readonly number[] },
): Promise<number[]> {
  if (!isPaidOnline(order) || !order.paymentId) return [];
  const lines = await tx
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, order.id),
        sellerIds ? inArray(orderItems.sellerId, [...sellerIds]) : undefined,
      ),
    );
  const bySeller = new Map<number, typeof lines>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  const refundIds: number[] = [];
  for (const [sellerId, sellerLines] of [...bySeller].sort(([a], [b]) => a - b)) {
    const refundId = await scheduleRefund(tx, events, {
      providerPaymentId: order.paymentId,
      refundKey: partRefundKey(order.id, sellerId),
      orderId: order.id,
      sellerId,
      reason,
      amountPaise: amountPaidForPart(sellerLines),
    });
    if (refundId !== null) {
      refundIds.push(refundId);
      // Money that goes back to the buyer is not paid to the seller: an earning already written is reversed, once
      // (docs/decisions/043-seller-payout-ledger.md).
      await recordReversal(tx, { orderId: order.id, sellerId });
    }
  }
  return refundIds;
}

/**
 * Writes, in the caller's transaction, the payout ledger's earning of each named seller's part just handed over:
 * the base price of their lines (sellerReceives), once per part. Only for an order paid online — with cash on
 * delivery the seller collected the money at the hand-over (docs/decisions/043-seller-payout-ledger.md).
 */
export async function recordEarnings(
  tx: Transaction,
  { order, sellerIds, now = new Date() }: { order: OrderRow; sellerIds: readonly number[]; now?: Date },
): Promise<void> {
  if (!isPaidOnline(order) || sellerIds.length === 0) return;
  const lines = await tx
    .select({ sellerId: orderItems.sellerId, price: orderItems.price, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.sellerId, [...sellerIds])));
  for (const sellerId of [...new Set(sellerIds)].sort((a, b) => a - b)) {
    const amountPaise = sellerReceives(lines.filter((line) => line.sellerId === sellerId));
    await recordEarning(tx, { orderId: order.id, sellerId, amountPaise, now });
  }
}

/** A reopened order would be an order whose money already went back (409). */
export async function refuseReopeningRefunded(tx: Transaction, orderId: number): Promise<void> {
  if ((await refundsOfOrder(tx, orderId)).length > 0) {
    throw conflict('order.reopen_refunded');
  }
}

/** The order's refundStatus follows its refunds, unless it says a refund request is waiting or was rejected. */
export function registerOrderHandlers(events: EventBus): void {
  events.on('refund.updated', async ({ orderId }, tx) => {
    if (orderId === null) return;
    const [order] = await tx
      .select({ refundStatus: orders.refundStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order || !refundStatusFollowsRefunds(order.refundStatus)) return;
    const status = orderRefundStatus((await refundsOfOrder(tx, orderId)).map((refund) => refund.status));
    await tx
      .update(orders)
      .set({ refundStatus: status, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  });
}

/** The status an order had when its buyer asked for a refund: delivered or completed (spec: the request's rule). */
async function statusBeforeRefundRequest(tx: Transaction, orderId: number): Promise<OrderStatus> {
  const [step] = await tx
    .select({ fromStatus: orderStatusHistory.fromStatus })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'refund_requested')))
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(1);
  return step?.fromStatus === 'completed' ? 'completed' : 'delivered';
}

/**
 * An admin decides a buyer's refund request, in the caller's transaction
 * (docs/decisions/042-refund-requests-decided-by-an-admin.md). Approved: every
 * part not refunded yet is refunded through the gateway and the order is `refunded` (cash on delivery: the
 * order is `refunded`, its refund `approved`, and the cash goes back in person). Rejected: the order goes back to
 * the status it had when the buyer asked (delivered or completed), its refund `rejected`; the buyer may not ask
 * again. The note is kept in the order's history and told to the buyer. 404 for no order; 409 when no request
 * waits for a decision.
 */
export async function decideRefundRequest(
  tx: Transaction,
  events: EventBus,
  { orderId, adminId, approve, note }: { orderId: number; adminId: number; approve: boolean; note: string },
): Promise<{ from: string; to: OrderStatus; refundIds: number[] }> {
  const order = await lockOrder(tx, orderId);
  if (order.status !== 'refund_requested') {
    throw conflict('order.no_refund_request');
  }
  if (!approve) {
    const to = await statusBeforeRefundRequest(tx, orderId);
    await recordStatusChange(tx, events, {
      order,
      to,
      changedBy: adminId,
      note: { kind: 'refund_rejected', params: { note: note || null } },
      extra: { refundStatus: 'rejected' },
    });
    await events.emit('order.refund_decided', { orderId, buyerId: order.userId, approved: false, note }, tx);
    return { from: order.status, to, refundIds: [] };
  }
  await recordStatusChange(tx, events, {
    order,
    to: 'refunded',
    changedBy: adminId,
    note: { kind: 'refund_approved', params: { note: note || null } },
    extra: { refundStatus: isPaidOnline(order) ? 'pending' : 'approved' },
  });
  const refundIds = await refundParts(tx, events, { order, reason: 'refund_approved' });
  await events.emit('order.refund_decided', { orderId, buyerId: order.userId, approved: true, note }, tx);
  return { from: order.status, to: 'refunded', refundIds };
}
