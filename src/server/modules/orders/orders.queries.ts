import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Order, OrderDetail } from '../../../domain/contracts/orders.ts';
import { amountPaidForPart, autoCompleteAt, isAwaitingHandOver } from '../../../domain/exchange.ts';
import { toRupeeString } from '../../../domain/money.ts';
import { documentAccess } from '../../../domain/order-status.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { refundsOfOrder } from '../payments/index.ts';
import { findCartProducts } from '../products/index.ts';
import { describeHistory, partsOfOrder } from './order-parts.ts';
import { orderItems, orders } from './orders.tables.ts';
import { sellerPickupsOfLines } from './pickup-places.ts';

type OrderRow = typeof orders.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Orders matching `where`, newest first, each with its items and what their listings look like now. */
export async function findOrders(db: Database, where: SQL | undefined): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(isNull(orders.deletedAt), where))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/** Orders as the API shows them: each row with its items and what their listings look like now. */
export async function withItems(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const listings = await findCartProducts(db, [...new Set(items.map((item) => item.productId))]);
  return rows.map(({ deletedAt: _deleted, updatedAt: _updated, deliveredAt: _delivered, ...row }) => ({
    ...row,
    estimatedDelivery: iso(row.estimatedDelivery),
    createdAt: row.createdAt.toISOString(),
    documentAccess: documentAccess(row),
    items: items
      .filter((item) => item.orderId === row.id)
      // The pickup place is answered per seller's part (pickupsOfOrder), not copied into every line.
      .map(
        ({
          pickupInstitution: _i,
          pickupAddress: _a,
          pickupCity: _c,
          pickupState: _s,
          pickupPincode: _p,
          ...item
        }) => {
          const listing = listings.get(item.productId);
          return {
            ...item,
            product: listing
              ? {
                  id: listing.id,
                  title: listing.title,
                  images: listing.images,
                  category: listing.category,
                  documentCount: listing.documentCount,
                }
              : null,
          };
        },
      ),
  }));
}

/** Where the buyer collects from each seller of an order: the places its lines were placed with. */
async function pickupsOfOrder(db: Database, orderId: number) {
  const lines = await db
    .select({
      sellerId: orderItems.sellerId,
      sellerName: orderItems.sellerName,
      productTitle: orderItems.productTitle,
      pickupInstitution: orderItems.pickupInstitution,
      pickupAddress: orderItems.pickupAddress,
      pickupCity: orderItems.pickupCity,
      pickupState: orderItems.pickupState,
      pickupPincode: orderItems.pickupPincode,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return sellerPickupsOfLines(lines);
}

/** A user's own orders, newest first. */
export function listUserOrders(db: Database, userId: number): Promise<Order[]> {
  return findOrders(db, eq(orders.userId, userId));
}

/**
 * One order with its status history and its sellers' parts, for its buyer or an admin. Only the buyer gets
 * the hand-over codes, and only of parts still waiting for them (docs/decisions/030).
 */
export async function getOrderDetail(
  db: Database,
  { orderId, viewer }: { orderId: number; viewer: { id: number; isAdmin: boolean } },
): Promise<OrderDetail> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)));
  if (!row) throw notFound('order.not_found');
  if (row.userId !== viewer.id && !viewer.isAdmin) throw forbidden('order.not_yours');
  const [[order], statusHistory, parts, refunds, pickups] = await Promise.all([
    withItems(db, [row]),
    describeHistory(db, row),
    partsOfOrder(db, orderId),
    refundsOfOrder(db, orderId),
    pickupsOfOrder(db, orderId),
  ]);
  if (!order) throw notFound('order.not_found');
  const isBuyer = row.userId === viewer.id;
  const waiting = isAwaitingHandOver(row.status);
  return {
    ...order,
    statusHistory,
    parts: parts.map((part) => ({
      sellerId: part.sellerId,
      sellerName: order.items.find((item) => item.sellerId === part.sellerId)?.sellerName ?? null,
      pickupPlaces: pickups.find((pickup) => pickup.sellerId === part.sellerId)?.places ?? [],
      state: part.state,
      handoverCode: isBuyer && waiting && part.state === 'awaiting' ? part.handoverCode : null,
      handedOverAt: iso(part.handedOverAt),
      declinedAt: iso(part.declinedAt),
      declineReason: part.declineReason,
      refundDue: part.refundDue,
      cashToHandOver:
        row.paymentMethod === 'cod'
          ? toRupeeString(amountPaidForPart(order.items.filter((item) => item.sellerId === part.sellerId)))
          : null,
    })),
    deliveredAt: iso(row.deliveredAt),
    autoCompleteAt:
      row.status === 'delivered' && row.deliveredAt ? autoCompleteAt(row.deliveredAt).toISOString() : null,
    refunds: refunds.map((refund) => ({
      ...refund,
      sellerName: order.items.find((item) => item.sellerId === refund.sellerId)?.sellerName ?? null,
      // The provider's words are for whoever sorts it out, not the buyer.
      failureReason: viewer.isAdmin ? refund.failureReason : null,
    })),
  };
}

/** Who an order is between: its buyer and each seller with a part in it (the messages module asks). */
export interface OrderParties {
  orderId: number;
  buyerId: number;
  /** As the buyer gave it at checkout. */
  buyerName: string;
  /**
   * In the order their parts were made; a seller who declined stays a party. productIds: the seller's listings in
   * the order, in line order.
   */
  sellers: { sellerId: number; sellerName: string | null; productIds: number[] }[];
}

/** The parties of a live order, or undefined when there is no such order (or it was deleted). */
export async function findOrderParties(db: Database, orderId: number): Promise<OrderParties | undefined> {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId, customerName: orders.customerName })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)));
  if (!order) return undefined;
  const [parts, items] = await Promise.all([
    partsOfOrder(db, orderId),
    db
      .select({
        sellerId: orderItems.sellerId,
        sellerName: orderItems.sellerName,
        productId: orderItems.productId,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
  ]);
  return {
    orderId,
    buyerId: order.userId,
    buyerName: order.customerName,
    sellers: parts.map((part) => ({
      sellerId: part.sellerId,
      sellerName: items.find((item) => item.sellerId === part.sellerId)?.sellerName ?? null,
      productIds: items.filter((item) => item.sellerId === part.sellerId).map((item) => item.productId),
    })),
  };
}
