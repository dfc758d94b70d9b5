import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Sale, SaleDetail } from '../../../domain/contracts/sales.ts';
import { amountPaidForPart, isAwaitingHandOver, sellerReceives } from '../../../domain/exchange.ts';
import { toRupeeString } from '../../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { findCartProducts } from '../products/index.ts';
import { codeTriesLeft, describeHistory, type OrderRow, type PartRow } from './order-parts.ts';
import { orderItems, orderParts, orders } from './orders.tables.ts';

/**
 * A seller's sales: their part of each order, with the buyer's name, phone and delivery details — for their own
 * sales only — and never the hand-over code (docs/decisions/031-sales-and-decline.md). Unread messages are the
 * messages module's to count; the route adds them.
 */
export type SaleWithoutMessages = Omit<Sale, 'unreadMessages'>;
export type SaleDetailWithoutMessages = Omit<SaleDetail, 'unreadMessages'>;
type ItemRow = typeof orderItems.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function toSales(
  db: Database,
  rows: { order: OrderRow; part: PartRow }[],
  now: Date,
): Promise<SaleWithoutMessages[]> {
  if (rows.length === 0) return [];
  const sellerIds = [...new Set(rows.map((row) => row.part.sellerId))];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.order.id),
        ),
        inArray(orderItems.sellerId, sellerIds),
      ),
    )
    .orderBy(asc(orderItems.id));
  const listings = await findCartProducts(db, [...new Set(items.map((item) => item.productId))]);
  return rows.map(({ order, part }) => {
    const lines = items.filter((item) => item.orderId === order.id && item.sellerId === part.sellerId);
    return toSale(order, part, lines, (productId) => listings.get(productId)?.images[0] ?? null, now);
  });
}

function toSale(
  order: OrderRow,
  part: PartRow,
  lines: ItemRow[],
  imageOf: (productId: number) => string | null,
  now: Date,
): SaleWithoutMessages {
  const { state } = part;
  const canHandOver = state === 'awaiting' && isAwaitingHandOver(order.status);
  return {
    orderId: order.id,
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.status,
    paymentMethod: order.paymentMethod,
    sellerId: part.sellerId,
    state,
    handedOverAt: iso(part.handedOverAt),
    declinedAt: iso(part.declinedAt),
    declineReason: part.declineReason,
    canHandOver,
    codeTriesLeft: canHandOver ? codeTriesLeft(part, now) : 0,
    codeLockedUntil:
      canHandOver && part.codeLockedUntil && part.codeLockedUntil > now ? iso(part.codeLockedUntil) : null,
    items: lines.map((line) => ({
      productId: line.productId,
      productTitle: line.productTitle,
      quantity: line.quantity,
      unitPrice: line.price,
      askingPrice: line.offerId === null ? null : line.productPrice,
      image: imageOf(line.productId),
    })),
    sellerReceives: toRupeeString(sellerReceives(lines)),
    platformFee: toRupeeString(amountPaidForPart(lines) - sellerReceives(lines)),
    // One figure on both sides of a cash deal: the buyer's order page shows the same (docs/decisions/048).
    cashToHandOver: order.paymentMethod === 'cod' ? toRupeeString(amountPaidForPart(lines)) : null,
    buyer: { name: order.customerName, phone: order.customerPhone },
    delivery: {
      addressType: order.deliveryAddressType,
      institution: order.deliveryInstitution,
      address: order.deliveryAddress,
      city: order.deliveryCity,
      state: order.deliveryState,
      pincode: order.deliveryPincode,
    },
  };
}

/** One page of the seller's sales, newest order first, and how many they have (deleted orders left out). */
export async function listSales(
  db: Database,
  {
    sellerId,
    limit,
    offset,
    now = new Date(),
  }: { sellerId: number; limit: number; offset: number; now?: Date },
): Promise<{ items: SaleWithoutMessages[]; total: number }> {
  const mine = and(eq(orderParts.sellerId, sellerId), isNull(orders.deletedAt));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ order: orders, part: orderParts })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(mine)
      .orderBy(desc(orderParts.createdAt), desc(orderParts.orderId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(mine),
  ]);
  return { items: await toSales(db, rows, now), total: totalRow?.total ?? 0 };
}

/**
 * One sale with the order's history as its seller sees it: every status change and their own steps (another
 * seller's hand-over or decline is theirs). For a seller in the order, their part; an admin may read any part
 * (the first seller's unless one is named). 404 for no such order, 403 for anyone else.
 */
export async function getSale(
  db: Database,
  {
    orderId,
    viewer,
    sellerId,
    now = new Date(),
  }: { orderId: number; viewer: { id: number; isAdmin: boolean }; sellerId?: number; now?: Date },
): Promise<SaleDetailWithoutMessages> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)));
  if (!order) throw notFound('order.not_found');
  const parts = await db
    .select()
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId))
    .orderBy(asc(orderParts.id));
  const part = pickPart(parts, viewer, sellerId);
  const [sale] = await toSales(db, [{ order, part }], now);
  if (!sale) throw notFound('order.not_found');
  const statusHistory = await describeHistory(
    db,
    order,
    (row) => row.fromStatus === null || row.fromStatus !== row.toStatus || row.changedBy === part.sellerId,
  );
  return { ...sale, statusHistory };
}

function pickPart(parts: PartRow[], viewer: { id: number; isAdmin: boolean }, sellerId?: number): PartRow {
  const own = parts.find((part) => part.sellerId === viewer.id);
  if (!viewer.isAdmin) {
    if (!own || (sellerId !== undefined && sellerId !== viewer.id)) throw forbidden('sale.not_yours');
    return own;
  }
  const wanted =
    sellerId === undefined ? (own ?? parts[0]) : parts.find((part) => part.sellerId === sellerId);
  if (!wanted) throw notFound('sale.seller_not_in_order');
  return wanted;
}
