import { eq } from 'drizzle-orm';
import type { HistoryNote } from '../../../domain/contracts/order-history.ts';
import type { Order } from '../../../domain/contracts/orders.ts';
import { canConfirmReceipt } from '../../../domain/exchange.ts';
import { canCancel, canRequestRefund, type OrderStatus } from '../../../domain/order-status.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { type PaymentGateway, sendRefunds } from '../payments/index.ts';
import { catalogueChanged, returnStock } from '../products/index.ts';
import {
  historyNoteColumns,
  liveItemsOf,
  liveSellerIdsOf,
  type OrderRow,
  partStatesOf,
} from './order-parts.ts';
import { isPaidOnline, refundParts } from './order-refunds.ts';
import { findOrders } from './orders.queries.ts';
import { orderStatusHistory, orders } from './orders.tables.ts';

/** Locks a live order for a change by its buyer; 404 when missing or deleted, 403 for anyone else's. */
async function lockBuyersOrder(tx: Transaction, orderId: number, buyerId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.deletedAt) throw notFound('order.not_found');
  if (order.userId !== buyerId) throw forbidden('order.not_yours');
  return order;
}

/**
 * Moves an order to a new status, records who did it (null: nobody, the auto-complete job), and announces it:
 * the buyer is notified, and the sellers whose part was not declined count the sale when it is handed over.
 */
export async function recordStatusChange(
  tx: Transaction,
  events: EventBus,
  change: {
    order: OrderRow;
    to: OrderStatus;
    changedBy: number | null;
    note?: HistoryNote;
    extra?: Partial<typeof orders.$inferInsert>;
  },
): Promise<void> {
  const { order, to } = change;
  const now = new Date();
  await tx
    .update(orders)
    .set({
      ...change.extra,
      status: to,
      updatedAt: now,
      // The auto-complete job counts its three days from here.
      ...(to === 'delivered' ? { deliveredAt: now } : {}),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    changedBy: change.changedBy,
    ...historyNoteColumns(change.note),
  });
  await events.emit(
    'order.status_changed',
    {
      orderId: order.id,
      buyerId: order.userId,
      sellerIds: await liveSellerIdsOf(tx, order.id),
      from: order.status,
      to,
    },
    tx,
  );
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
  const refundIds = await db.transaction(async (tx) => {
    const order = await lockBuyersOrder(tx, orderId, buyerId);
    // A part handed over has left its seller (docs/decisions/030): the order can only be refunded now.
    const handedOver = (await partStatesOf(tx, orderId)).includes('handed_over');
    if (!canCancel(order) || handedOver) throw badRequest('order.cannot_cancel');
    // Declined parts put their stock back when they were declined.
    for (const item of await liveItemsOf(tx, orderId))
      await returnStock(tx, events, item.productId, item.quantity);
    await recordStatusChange(tx, events, {
      order,
      to: 'cancelled',
      changedBy: buyerId,
      note: { kind: 'cancelled_by_buyer', params: {} },
      extra: { canCancel: false, ...(isPaidOnline(order) ? { refundStatus: 'pending' } : {}) },
    });
    return refundParts(tx, events, { order, reason: 'order_cancelled' });
  });
  catalogueChanged(db);
  await sendRefunds(db, gateway, events, refundIds);
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
    await recordStatusChange(tx, events, {
      order,
      to: 'refund_requested',
      changedBy: buyerId,
      note: { kind: 'refund_requested', params: { reason } },
      extra: { refundRequested: true, refundReason: reason, refundStatus: 'requested' },
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
    await recordStatusChange(tx, events, {
      order,
      to: 'completed',
      changedBy: buyerId,
      note: { kind: 'receipt_confirmed', params: {} },
    });
  });
  return reload(db, orderId);
}
