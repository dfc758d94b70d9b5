import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orderItems, orders } from './orders.tables.ts';

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

/** True when the user has a live (not cancelled, not deleted) order containing the product. */
export async function userHasBoughtProduct(
  db: Database | Transaction,
  { userId, productId }: { userId: number; productId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orders.deletedAt),
        ne(orders.status, 'cancelled'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
