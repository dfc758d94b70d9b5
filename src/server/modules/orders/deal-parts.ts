import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orderItems, orderParts, orders } from './orders.tables.ts';

/**
 * What other modules learn of the deals in orders — one deal per seller's part (docs/decisions/030): who bought
 * from whom, and whether and when it was handed over. The ratings module builds on it
 * (docs/decisions/082-ratings-from-real-deals.md).
 */

type Executor = Database | Transaction;

/** One deal of an order: its seller, and when the item went from the seller's hands into the buyer's. */
export interface DealPart {
  sellerId: number;
  handedOverAt: Date | null;
}

/** A live order's buyer and its deals in the order they were made; undefined for a missing or deleted order. */
export async function findOrderDeals(
  db: Executor,
  orderId: number,
): Promise<{ orderId: number; buyerId: number; deals: DealPart[] } | undefined> {
  const [order] = await db
    .select({ id: orders.id, buyerId: orders.userId })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)));
  if (!order) return undefined;
  const parts = await db
    .select({ sellerId: orderParts.sellerId, state: orderParts.state, handedOverAt: orderParts.handedOverAt })
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId))
    .orderBy(orderParts.id);
  return {
    orderId: order.id,
    buyerId: order.buyerId,
    deals: parts.map((part) => ({
      sellerId: part.sellerId,
      handedOverAt: part.state === 'handed_over' ? part.handedOverAt : null,
    })),
  };
}

/** Deals a student completed — parts handed over in live orders that were not refunded — as seller and as buyer. */
export async function countCompletedDeals(
  db: Executor,
  userId: number,
): Promise<{ asSeller: number; asBuyer: number }> {
  const completed = and(
    eq(orderParts.state, 'handed_over'),
    isNull(orders.deletedAt),
    ne(orders.status, 'refunded'),
  );
  const [[seller], [buyer]] = await Promise.all([
    db
      .select({ total: count() })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(completed, eq(orderParts.sellerId, userId))),
    db
      .select({ total: count() })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(completed, eq(orders.userId, userId))),
  ]);
  return { asSeller: seller?.total ?? 0, asBuyer: buyer?.total ?? 0 };
}

/**
 * The reviewer's latest live order that brought them the listing — its seller's part handed over — or undefined:
 * only a buyer who got it may review a listing ("Verified purchase"). When `orderId` is named, only that order counts.
 */
export async function findReceivingOrder(
  db: Executor,
  { userId, productId, orderId }: { userId: number; productId: number; orderId?: number | null },
): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(
      orderParts,
      and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.sellerId, orderItems.sellerId)),
    )
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orders.deletedAt),
        eq(orderItems.productId, productId),
        eq(orderParts.state, 'handed_over'),
        orderId ? eq(orders.id, orderId) : undefined,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.orderId;
}
