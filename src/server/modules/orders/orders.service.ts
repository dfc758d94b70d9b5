import { and, eq, isNull } from 'drizzle-orm';
import {
  type DocumentAccess,
  documentAccess,
  isHandedOver,
  type OrderStatus,
} from '../../../domain/order-status.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { findListingsForSale, returnStock, takeStock } from '../products/index.ts';
import { recordStatusChange } from './order-changes.ts';
import { historyNoteColumns, liveItemsOf, notDeclined } from './order-parts.ts';
import { isPaidOnline, recordEarnings, refundParts, refuseReopeningRefunded } from './order-refunds.ts';
import { orderItems, orderParts, orderStatusHistory, orders } from './orders.tables.ts';

/** True when the order is the user's own and has the product among its items. */
export async function userOrderContainsProduct(
  db: Database | Transaction,
  { orderId, userId, productId }: { orderId: number; userId: number; productId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        isNull(orders.deletedAt),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const ACCESS_RANK: Record<DocumentAccess, number> = { none: 0, 'on-download': 1, open: 2 };

/**
 * What the user's orders let them do with a listing's private documents (documentAccess in the domain), and
 * the order that gives it: the most open of their live orders containing the product. A declined part is
 * refunded, so it unlocks nothing.
 */
export async function findDocumentAccess(
  db: Database | Transaction,
  { userId, productId }: { userId: number; productId: number },
): Promise<{ access: DocumentAccess; orderId: number | null }> {
  const rows = await db
    .selectDistinct({
      id: orders.id,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentId: orders.paymentId,
      canCancel: orders.canCancel,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orders.deletedAt),
        eq(orderItems.productId, productId),
        notDeclined,
      ),
    );
  let best: { access: DocumentAccess; orderId: number | null } = { access: 'none', orderId: null };
  for (const row of rows) {
    const access = documentAccess(row);
    if (ACCESS_RANK[access] > ACCESS_RANK[best.access]) best = { access, orderId: row.id };
  }
  return best;
}

/**
 * The buyer takes the documents of a paid order: from now on the order can no longer be cancelled for free
 * (docs/decisions/002-documents-unlock-when-paid.md). Runs under the order's lock, so it and a cancel never
 * both succeed. True when the documents are the buyer's to take; false when the order no longer unlocks them.
 */
export async function takeDocumentsOfOrder(
  db: Database,
  { orderId, buyerId }: { orderId: number; buyerId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.deletedAt || order.userId !== buyerId) return false;
    const access = documentAccess(order);
    if (access === 'on-download') {
      await tx.update(orders).set({ canCancel: false, updatedAt: new Date() }).where(eq(orders.id, orderId));
      await tx.insert(orderStatusHistory).values({
        orderId,
        fromStatus: order.status,
        toStatus: order.status,
        changedBy: buyerId,
        ...historyNoteColumns({ kind: 'documents_downloaded', params: {} }),
      });
    }
    return access !== 'none';
  });
}

/**
 * An admin moves an order to any status (docs/decisions/023-stock-and-orders.md), in the caller's transaction: the change is recorded
 * with the admin as its author and the buyer is notified (recordStatusChange). Cancelling puts the stock back,
 * as a buyer's cancel does; reopening a cancelled order takes it again, and is refused (409) when the units
 * are gone (declined parts stay out of both). Moving an order into a handed-over status hands over the parts
 * still waiting for their codes. Cancelling or refunding an order paid online refunds each of its parts not
 * refunded yet through the gateway (docs/decisions/041); an order whose money went back cannot be reopened
 * (409). Answers the refunds to send once the caller's transaction has committed. Setting the status it
 * already has changes nothing. 404 for a missing or deleted order.
 */
export async function changeOrderStatus(
  tx: Transaction,
  events: EventBus,
  { orderId, to, adminId }: { orderId: number; to: OrderStatus; adminId: number },
): Promise<{ from: string; to: OrderStatus; changed: boolean; refundIds: number[] }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.deletedAt) throw notFound('order.not_found');
  if (order.status === to) return { from: order.status, to, changed: false, refundIds: [] };
  const undone = (status: string) => status === 'cancelled' || status === 'refunded';
  if (undone(order.status) && !undone(to)) await refuseReopeningRefunded(tx, orderId);

  // Declined parts gave their stock back when they were declined, and stay declined.
  const items = await liveItemsOf(tx, orderId);
  if (to === 'cancelled') {
    for (const item of items) await returnStock(tx, events, item.productId, item.quantity);
  } else if (order.status === 'cancelled') {
    const listings = await findListingsForSale(
      tx,
      items.map((item) => item.productId),
      { lock: true },
    );
    for (const item of items) {
      const listing = listings.get(item.productId);
      if (!listing || listing.quantity < item.quantity) {
        throw conflict('order.reopen_not_enough', { title: item.productTitle });
      }
    }
    for (const item of items) await takeStock(tx, item.productId, item.quantity);
  }
  if (isHandedOver(to) && !isHandedOver(order.status)) {
    // The admin vouches for the hand-over: the parts still waiting for their codes are handed over now.
    const handedOver = await tx
      .update(orderParts)
      .set({ state: 'handed_over', handedOverAt: new Date(), handedOverBy: adminId })
      .where(and(eq(orderParts.orderId, orderId), eq(orderParts.state, 'awaiting')))
      .returning({ sellerId: orderParts.sellerId });
    // Their base price is now due to their sellers (docs/decisions/043-seller-payout-ledger.md).
    await recordEarnings(tx, { order, sellerIds: handedOver.map((part) => part.sellerId) });
  }
  await recordStatusChange(tx, events, {
    order,
    to,
    changedBy: adminId,
    note: { kind: 'changed_by_admin', params: {} },
    extra: {
      ...(to === 'cancelled' ? { canCancel: false } : {}),
      // A reopened order is a live order again: its buyer may cancel it while the status allows.
      ...(order.status === 'cancelled' ? { canCancel: true } : {}),
      // Money paid online goes back through the gateway, and the refunds then say where it stands.
      ...(undone(to) && isPaidOnline(order)
        ? { refundStatus: 'pending' }
        : to === 'refunded'
          ? { refundStatus: 'refunded' }
          : {}),
    },
  });
  const refundIds = undone(to)
    ? await refundParts(tx, events, {
        order,
        reason: to === 'cancelled' ? 'order_cancelled' : 'refund_approved',
      })
    : [];
  return { from: order.status, to, changed: true, refundIds };
}

/**
 * Hides an order from every list and figure (admin "delete transaction"): a soft delete, so its rows, items and
 * history stay (docs/decisions/025-admin-deletes-and-revenue-resets.md). 404 for a missing or already deleted order.
 */
export async function softDeleteOrder(tx: Transaction, orderId: number): Promise<void> {
  const [row] = await tx
    .update(orders)
    .set({ deletedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
    .returning({ id: orders.id });
  if (!row) throw notFound('order.not_found');
}
