import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Order, OrderDetail } from '../../../domain/contracts/orders.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { findCartProducts } from '../products/inventory.service.ts';
import { orderItems, orderStatusHistory, orders } from './orders.tables.ts';

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

async function withItems(db: Database, rows: OrderRow[]): Promise<Order[]> {
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
  return rows.map(({ deletedAt: _deleted, updatedAt: _updated, ...row }) => ({
    ...row,
    status: row.status as Order['status'],
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    deliveryAddressType: row.deliveryAddressType as Order['deliveryAddressType'],
    estimatedDelivery: iso(row.estimatedDelivery),
    createdAt: row.createdAt.toISOString(),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => {
        const listing = listings.get(item.productId);
        return {
          ...item,
          product: listing
            ? { id: listing.id, title: listing.title, images: listing.images, category: listing.category }
            : null,
        };
      }),
  }));
}

/** A user's own orders, newest first. */
export function listUserOrders(db: Database, userId: number): Promise<Order[]> {
  return findOrders(db, eq(orders.userId, userId));
}

/** One order with its status history, for its buyer or an admin. */
export async function getOrderDetail(
  db: Database,
  { orderId, viewer }: { orderId: number; viewer: { id: number; isAdmin: boolean } },
): Promise<OrderDetail> {
  const [order] = await findOrders(db, eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  if (order.userId !== viewer.id && !viewer.isAdmin) throw forbidden('This is not your order');
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return {
    ...order,
    statusHistory: history.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      note: change.note,
      createdAt: change.createdAt.toISOString(),
    })),
  };
}
