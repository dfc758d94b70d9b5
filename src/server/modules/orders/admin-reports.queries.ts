import { and, count, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Order } from '../../../domain/contracts/orders.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern, isOneOf, textArray } from '../../db/sql-helpers.ts';
import { findOrders, withItems } from './orders.queries.ts';
import { orderItems, orderParts, orders } from './orders.tables.ts';

/**
 * The orders side of the admin pages: the order list with its filters, the dashboard's and analytics'
 * figures, and per buyer, seller and product summaries. The admin module composes these with the other
 * modules' (it never queries the order tables itself); buyers' and sellers' own reads are in
 * orders.queries.ts and sales.queries.ts. Soft-deleted orders are left out of every list and figure.
 */

/** Orders that count towards revenue: neither cancelled nor refunded (and not deleted). */
const LOST_STATUSES = ['cancelled', 'refunded'];
/** Orders waiting for the seller or the platform to act: the "pending" count of the dashboard. */
const AWAITING_STATUSES = ['pending', 'pending_cod', 'paid', 'processing'];

const isLive = sql`${orders.deletedAt} IS NULL`;
const countsTowardsRevenue = sql`${orders.status} <> ALL(${textArray(LOST_STATUSES)})`;

/**
 * The platform fee an order keeps: its fee less the fees of parts a seller declined, which went back to the buyer
 * with the part (docs/decisions/043-seller-payout-ledger.md: fees kept = payments − payouts − refunds, per part).
 */
const feeKept = sql`(${orders.commission} - coalesce((SELECT sum(fi.platform_fee) FROM ${orderItems} fi WHERE fi.order_id = ${orders.id} AND EXISTS (SELECT 1 FROM ${orderParts} fp WHERE fp.order_id = fi.order_id AND fp.seller_id = fi.seller_id AND fp.state = 'declined')), 0))`;

/** A person filter: their account ids (found by name in the auth module) and/or text matched against snapshots. */
export interface PartyFilter {
  ids: number[];
  text?: string;
}

export interface AdminOrderFilter {
  status?: OrderStatus;
  from?: Date;
  to?: Date;
  /** Matches the order number, the buyer, a seller or a product of the order. */
  search?: PartyFilter;
  seller?: PartyFilter;
  buyer?: PartyFilter;
  limit: number;
  offset: number;
}

function sellerMatches(filter: PartyFilter): SQL {
  const alternatives: SQL[] = [];
  if (filter.ids.length > 0) alternatives.push(isOneOf(orderItems.sellerId, filter.ids));
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    alternatives.push(
      sql`${orderItems.sellerName} ILIKE ${pattern}`,
      sql`${orderItems.sellerEmail} ILIKE ${pattern}`,
      sql`${orderItems.sellerPhone} ILIKE ${pattern}`,
    );
  }
  if (alternatives.length === 0) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND (${sql.join(alternatives, sql` OR `)}))`;
}

function buyerMatches(filter: PartyFilter): SQL {
  const alternatives: SQL[] = [];
  if (filter.ids.length > 0) alternatives.push(isOneOf(orders.userId, filter.ids));
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    alternatives.push(
      sql`${orders.customerName} ILIKE ${pattern}`,
      sql`${orders.customerPhone} ILIKE ${pattern}`,
    );
  }
  if (alternatives.length === 0) return sql`false`;
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

function searchMatches(filter: PartyFilter): SQL {
  const text = filter.text ?? '';
  const alternatives = [sellerMatches(filter), buyerMatches(filter)];
  // "TXN-000123", "000123" or "123" find order 123.
  const number = /^(?:txn-?)?0*(\d{1,9})$/i.exec(text)?.[1];
  if (number) alternatives.push(eq(orders.id, Number(number)));
  if (text) {
    alternatives.push(
      sql`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.productTitle} ILIKE ${containsPattern(text)})`,
    );
  }
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/** One page of orders for the admin, newest first, with their items, and how many match. */
export async function listOrdersForAdmin(
  db: Database,
  filter: AdminOrderFilter,
): Promise<{ items: Order[]; total: number }> {
  const where = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, filter.to) : undefined,
    filter.search ? searchMatches(filter.search) : undefined,
    filter.seller ? sellerMatches(filter.seller) : undefined,
    filter.buyer ? buyerMatches(filter.buyer) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(isNull(orders.deletedAt), where))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(orders)
      .where(and(isNull(orders.deletedAt), where)),
  ]);
  return { items: await withItems(db, rows), total: totalRow?.total ?? 0 };
}

/** The dashboard's order figures; fees and revenue count live orders (not cancelled, refunded or deleted). */
export async function orderFigures(
  db: Database,
  { todayStart, revenueSince }: { todayStart: Date; revenueSince: Date | null },
): Promise<{
  total: number;
  today: number;
  awaiting: number;
  completed: number;
  revenue: string;
  platformFees: string;
  platformFeesSince: string;
  ordersSince: number;
}> {
  const since = revenueSince ? sql`${orders.createdAt} > ${revenueSince}` : sql`true`;
  const [row] = await db
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${orders.createdAt} >= ${todayStart})::int`,
      awaiting: sql<number>`count(*) filter (where ${orders.status} = ANY(${textArray(AWAITING_STATUSES)}))::int`,
      completed: sql<number>`count(*) filter (where ${orders.status} = 'completed')::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${countsTowardsRevenue}), 0)::numeric(12,2)::text`,
      platformFees: sql<string>`coalesce(sum(${feeKept}) filter (where ${countsTowardsRevenue}), 0)::numeric(12,2)::text`,
      platformFeesSince: sql<string>`coalesce(sum(${feeKept}) filter (where ${countsTowardsRevenue} and ${since}), 0)::numeric(12,2)::text`,
      ordersSince: sql<number>`count(*) filter (where ${countsTowardsRevenue} and ${since})::int`,
    })
    .from(orders)
    .where(isLive);
  return {
    total: row?.total ?? 0,
    today: row?.today ?? 0,
    awaiting: row?.awaiting ?? 0,
    completed: row?.completed ?? 0,
    revenue: row?.revenue ?? '0.00',
    platformFees: row?.platformFees ?? '0.00',
    platformFeesSince: row?.platformFeesSince ?? '0.00',
    ordersSince: row?.ordersSince ?? 0,
  };
}

/** How many live orders are in each status. */
export function ordersByStatus(db: Database): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(isLive)
    .groupBy(orders.status)
    .orderBy(desc(count()));
}

/**
 * Platform fees, revenue and order counts per calendar day in a time zone, from a moment on (live orders that
 * count towards revenue). Days without orders are left out.
 */
export async function dailyOrderFigures(
  db: Database,
  { from, timeZone }: { from: Date; timeZone: string },
): Promise<{ day: string; orders: number; revenue: string; platformFees: string }[]> {
  // Written into the text, not sent as a parameter: GROUP BY must see the very same expression as SELECT.
  if (!/^[A-Za-z_]+(?:\/[A-Za-z_]+)*$/.test(timeZone)) throw new Error(`Not a time zone name: ${timeZone}`);
  const day = sql<string>`to_char(${orders.createdAt} AT TIME ZONE '${sql.raw(timeZone)}', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`sum(${orders.totalAmount})::numeric(12,2)::text`,
      platformFees: sql<string>`sum(${feeKept})::numeric(12,2)::text`,
    })
    .from(orders)
    .where(and(isLive, countsTowardsRevenue, gte(orders.createdAt, from)))
    .groupBy(day)
    .orderBy(day);
}

/** Ids of users with at least one live order: the buyers. */
export async function buyerIdsWithOrders(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: orders.userId }).from(orders).where(isLive);
  return rows.map((row) => row.userId);
}

export interface BuyerSummary {
  ordersPlaced: number;
  /** Of those, the orders that count (not cancelled or refunded): the ones their spending is over. */
  ordersCounted: number;
  /** Sum of totals of live orders that were not cancelled or refunded. */
  totalSpent: string;
  recent: { id: number; totalAmount: string; status: string; createdAt: string }[];
}

/** For each buyer: orders placed, money spent and their newest few orders. */
export async function buyerSummaries(
  db: Database,
  buyerIds: number[],
  recent: number,
): Promise<Map<number, BuyerSummary>> {
  const summaries = new Map<number, BuyerSummary>();
  if (buyerIds.length === 0) return summaries;
  const mine = and(isLive, isOneOf(orders.userId, buyerIds));
  const totals = await db
    .select({
      userId: orders.userId,
      ordersPlaced: count(),
      ordersCounted: sql<number>`(count(*) filter (where ${countsTowardsRevenue}))::int`,
      totalSpent: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${countsTowardsRevenue}), 0)::numeric(12,2)::text`,
    })
    .from(orders)
    .where(mine)
    .groupBy(orders.userId);
  for (const row of totals) {
    summaries.set(row.userId, {
      ordersPlaced: row.ordersPlaced,
      ordersCounted: row.ordersCounted,
      totalSpent: row.totalSpent,
      recent: [],
    });
  }
  const ranked = db
    .select({
      id: orders.id,
      userId: orders.userId,
      totalAmount: orders.totalAmount,
      status: orders.status,
      createdAt: orders.createdAt,
      rank: sql<number>`row_number() over (partition by ${orders.userId} order by ${orders.createdAt} desc, ${orders.id} desc)`.as(
        'rank',
      ),
    })
    .from(orders)
    .where(mine)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${recent}`)
    .orderBy(ranked.userId, ranked.rank);
  for (const row of rows) {
    summaries.get(row.userId)?.recent.push({
      id: row.id,
      totalAmount: row.totalAmount,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
    });
  }
  return summaries;
}

/**
 * For each seller: live orders containing their listings, and their earnings — the base price of their own
 * lines in orders that were not cancelled or refunded (docs/decisions/022-platform-fee.md: the seller receives the base price).
 */
export async function sellerSummaries(
  db: Database,
  sellerIds: number[],
): Promise<Map<number, { ordersReceived: number; earnings: string }>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({
      sellerId: orderItems.sellerId,
      ordersReceived: sql<number>`count(distinct ${orderItems.orderId})::int`,
      earnings: sql<string>`coalesce(sum(${orderItems.price} * ${orderItems.quantity}) filter (where ${countsTowardsRevenue}), 0)::numeric(12,2)::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isLive, isOneOf(orderItems.sellerId, sellerIds)))
    .groupBy(orderItems.sellerId);
  return new Map(rows.map(({ sellerId, ...summary }) => [sellerId, summary]));
}

export interface ProductSale {
  orderId: number;
  status: OrderStatus;
  createdAt: string;
  buyerId: number;
  customerName: string;
  customerPhone: string;
  /** Live orders containing the product. */
  orders: number;
}

/** For each product: its newest live order (who bought it, when, in what status) and how many there are. */
export async function latestSalesOfProducts(
  db: Database,
  productIds: number[],
): Promise<Map<number, ProductSale>> {
  if (productIds.length === 0) return new Map();
  const ranked = db
    .select({
      productId: orderItems.productId,
      orderId: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      buyerId: orders.userId,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      rank: sql<number>`row_number() over (partition by ${orderItems.productId} order by ${orders.createdAt} desc, ${orders.id} desc)`.as(
        'rank',
      ),
      orders: sql<number>`count(*) over (partition by ${orderItems.productId})`.as('orders'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isLive, isOneOf(orderItems.productId, productIds)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.rank} = 1`);
  return new Map(
    rows.map(({ productId, rank: _rank, createdAt, orders: total, ...sale }) => [
      productId,
      { ...sale, createdAt: new Date(createdAt).toISOString(), orders: Number(total) },
    ]),
  );
}

/** The newest live orders, for the activity list. */
export function latestOrders(
  db: Database,
  limit: number,
): Promise<{ id: number; userId: number; totalAmount: string; status: string; createdAt: Date }[]> {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      totalAmount: orders.totalAmount,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(isLive)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** One live (not deleted) order with its items, or undefined. */
export async function findOrderById(db: Database, orderId: number): Promise<Order | undefined> {
  const [order] = await findOrders(db, eq(orders.id, orderId));
  return order;
}
