import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '../../../domain/contracts/orders.ts';
import { canConfirmReceipt } from '../../../domain/exchange.ts';
import { canRequestRefund, type OrderStatus } from '../../../domain/order-status.ts';
import { buyerFlags } from '../../../domain/order-transitions.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { type PaymentGateway, withRefundsAfterCommit } from '../payments/index.ts';
import { catalogueChanged } from '../products/index.ts';
import { lockOrder, type OrderRow } from './order-parts.ts';
import { orderFacts, transitionOrder } from './order-transitions.ts';
import { findOrders } from './orders.queries.ts';
import { orderStatusHistory, orders } from './orders.tables.ts';

/**
 * What a buyer and an admin do to an order: each action checks what it alone knows (whose order it is, the
 * spec's rule and its message), then moves the order through the transition table (order-transitions.ts).
 */

/** Locks a live order for a change by its buyer; 404 when missing or deleted, 403 for anyone else's. */
async function lockBuyersOrder(tx: Transaction, orderId: number, buyerId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.deletedAt) throw notFound('order.not_found');
  if (order.userId !== buyerId) throw forbidden('order.not_yours');
  return order;
}

async function reload(db: Database, orderId: number): Promise<Order> {
  const [order] = await findOrders(db, eq(orders.id, orderId));
  if (!order) throw notFound('order.not_found');
  return order;
}

/**
 * Cancels a buyer's order while the spec allows it, putting its stock back in the same transaction.
 * A paid online order is refunded through the gateway, part by part, for what was paid
 * (docs/decisions/041-refunds-through-the-gateway.md): written down with the cancel, sent once it has committed.
 */
export async function cancelOrder(
  db: Database,
  events: EventBus,
  gateway: PaymentGateway,
  { orderId, buyerId }: { orderId: number; buyerId: number },
): Promise<Order> {
  await withRefundsAfterCommit(db, gateway, events, async (tx) => {
    const order = await lockBuyersOrder(tx, orderId, buyerId);
    // Asked of the order as it is under the lock: a part handed over (docs/decisions/030) or the documents taken
    // (docs/decisions/002) end the free cancellation; the order can only be refunded then.
    if (!buyerFlags(await orderFacts(tx, order)).canCancel) throw badRequest('order.cannot_cancel');
    return transitionOrder(tx, events, {
      order,
      to: 'cancelled',
      by: 'buyer',
      changedBy: buyerId,
      note: { kind: 'cancelled_by_buyer', params: {} },
    });
  });
  catalogueChanged(db);
  return reload(db, orderId);
}

/** Records a buyer's refund request for a delivered or completed order, once. */
export async function requestRefund(
  db: Database,
  events: EventBus,
  { orderId, buyerId, reason }: { orderId: number; buyerId: number; reason: string },
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockBuyersOrder(tx, orderId, buyerId);
    if (order.refundRequested) throw badRequest('order.refund_already_requested');
    if (!canRequestRefund(order)) throw badRequest('order.refund_before_delivery');
    await transitionOrder(tx, events, {
      order,
      to: 'refund_requested',
      by: 'buyer',
      changedBy: buyerId,
      note: { kind: 'refund_requested', params: { reason } },
      refundReason: reason,
    });
  });
  return reload(db, orderId);
}

/** The buyer confirms they received a delivered order, which completes it. */
export async function confirmReceipt(
  db: Database,
  events: EventBus,
  { orderId, buyerId }: { orderId: number; buyerId: number },
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockBuyersOrder(tx, orderId, buyerId);
    if (!canConfirmReceipt(order)) {
      throw badRequest('order.confirm_before_delivery');
    }
    await transitionOrder(tx, events, {
      order,
      to: 'completed',
      by: 'buyer',
      changedBy: buyerId,
      note: { kind: 'receipt_confirmed', params: {} },
    });
  });
  return reload(db, orderId);
}

/**
 * An admin moves an order to another status (docs/decisions/034-order-transitions.md), in the caller's
 * transaction: any move the transition table gives admins, with what it does (stock back or taken again, the
 * waiting parts handed over, the parts refunded), recorded with the admin as its author, the buyer notified.
 * A move the table does not have is refused (409), as are reopening an order whose money went back and one whose
 * units are gone (409). Setting the status it already has changes nothing. 404 for a missing or deleted order.
 * Answers the refunds to send once the caller's transaction has committed, and whether stock moved.
 */
export async function changeOrderStatus(
  tx: Transaction,
  events: EventBus,
  { orderId, to, adminId }: { orderId: number; to: OrderStatus; adminId: number },
): Promise<{ from: string; to: OrderStatus; changed: boolean; refundIds: number[]; stockMoved: boolean }> {
  const order = await lockOrder(tx, orderId);
  if (order.status === to) {
    return { from: order.status, to, changed: false, refundIds: [], stockMoved: false };
  }
  const { refundIds, stockMoved } = await transitionOrder(tx, events, {
    order,
    to,
    by: 'admin',
    changedBy: adminId,
    note: { kind: 'changed_by_admin', params: {} },
  });
  return { from: order.status, to, changed: true, refundIds, stockMoved };
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
 * cash goes back in person). Rejected: the order goes back to the status it had when the buyer asked (delivered
 * or completed); the buyer may not ask again. The note is kept in the order's history and told to the buyer.
 * 404 for no order; 409 when no request waits for a decision. Answers the refunds to send after the commit.
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
    await transitionOrder(tx, events, {
      order,
      to,
      by: 'admin',
      changedBy: adminId,
      note: { kind: 'refund_rejected', params: { note: note || null } },
    });
    await events.emit('order.refund_decided', { orderId, buyerId: order.userId, approved: false, note }, tx);
    return { from: order.status, to, refundIds: [] };
  }
  const { refundIds } = await transitionOrder(tx, events, {
    order,
    to: 'refunded',
    by: 'admin',
    changedBy: adminId,
    note: { kind: 'refund_approved', params: { note: note || null } },
  });
  await events.emit('order.refund_decided', { orderId, buyerId: order.userId, approved: true, note }, tx);
  return { from: order.status, to: 'refunded', refundIds };
}
