import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Activity,
  ADMIN_PREVIEW_COUNT,
  type AdminAnalytics,
  type AdminOrder,
  type AdminOrderQuerySchema,
  type AdminPerson,
  type AdminProduct,
  type AdminProductQuerySchema,
  type AdminStats,
  type AdminUser,
  type AdminUserQuerySchema,
  type DatabaseOrders,
  type DatabaseProducts,
  type DatabaseUsers,
  type Revenue,
} from '../../../domain/contracts/admin.ts';
import type { User } from '../../../domain/contracts/auth.ts';
import type { Page } from '../../../domain/contracts/common.ts';
import type { Order } from '../../../domain/contracts/orders.ts';
import type { SellerPayout } from '../../../domain/contracts/payouts.ts';
import { displayName } from '../../../domain/display-name.ts';
import { feeRateRangeLabel } from '../../../domain/fees.ts';
import { INDIA_TIME_ZONE, indianDate, startOfIndianDay } from '../../../domain/india-time.ts';
import { averageOrderValue, toPaise, toRupeeString } from '../../../domain/money.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { toSignedRupeeString } from '../../../domain/payouts.ts';
import type { Database } from '../../db/client.ts';
import {
  countUsers,
  findUserIdsMatching,
  findUsersByIds,
  findUsersPublicNames,
  latestUsers,
  listAdmins,
  listUsersPage,
} from '../auth/index.ts';
import {
  buyerIdsWithOrders,
  buyerSummaries,
  dailyOrderFigures,
  findOrderById,
  latestOrders,
  latestSalesOfProducts,
  listOrdersForAdmin,
  orderFigures,
  ordersByStatus,
  type PartyFilter,
  sellerSummaries,
} from '../orders/index.ts';
import { unpaidBySeller } from '../payouts/index.ts';
import {
  countProducts,
  latestListings,
  listingSummariesBySeller,
  listProductsForAdmin,
  productOverview,
  sellerIdsWithListings,
} from '../products/index.ts';
import { revenueResets } from './admin.tables.ts';

/**
 * What admins read (spec, section 2): the dashboard's figures, its lists, the database monitor and the payouts
 * waiting — each built from the public functions of the modules that own the data (docs/decisions/050), never
 * from their tables. What admins do is in admin.service.ts.
 */

// "Today" on the dashboard is the Indian calendar day (src/domain/india-time.ts).
const DAY_MS = 24 * 60 * 60 * 1000;

function toPerson(user: User | undefined): AdminPerson | null {
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    name: displayName(user),
    email: user.email,
    phone: user.phone,
  };
}

async function latestReset(db: Database) {
  const [row] = await db
    .select()
    .from(revenueResets)
    .orderBy(desc(revenueResets.createdAt), desc(revenueResets.id))
    .limit(1);
  return row;
}

// ─── Dashboard figures ────────────────────────────────────────────────────────────────────────────────────

/** The four summary cards: users (today), products (available), orders (pending), fees since the reset (completed). */
export async function getStats(db: Database): Promise<AdminStats> {
  const todayStart = startOfIndianDay();
  const reset = await latestReset(db);
  const [totalUsers, usersToday, productCounts, figures] = await Promise.all([
    countUsers(db),
    countUsers(db, { createdSince: todayStart }),
    countProducts(db),
    orderFigures(db, { todayStart, revenueSince: reset?.createdAt ?? null }),
  ]);
  return {
    totalUsers,
    usersToday,
    totalProducts: productCounts.total,
    availableProducts: productCounts.available,
    totalOrders: figures.total,
    pendingOrders: figures.awaiting,
    completedOrders: figures.completed,
    ordersToday: figures.today,
    platformFees: figures.platformFeesSince,
  };
}

const RESET_HISTORY_LENGTH = 20;

/** Platform fees since the latest reset point, all-time fees, and the resets made so far (newest first). */
export async function getRevenue(db: Database): Promise<Revenue> {
  const resets = await db
    .select()
    .from(revenueResets)
    .orderBy(desc(revenueResets.createdAt), desc(revenueResets.id))
    .limit(RESET_HISTORY_LENGTH);
  const since = resets[0]?.createdAt ?? null;
  const [figures, names] = await Promise.all([
    orderFigures(db, { todayStart: startOfIndianDay(), revenueSince: since }),
    findUsersPublicNames(
      db,
      resets.map((reset) => reset.adminId),
    ),
  ]);
  return {
    platformFees: figures.platformFeesSince,
    orders: figures.ordersSince,
    since: since?.toISOString() ?? null,
    allTimePlatformFees: figures.platformFees,
    resets: resets.map((reset) => {
      const name = names.get(reset.adminId);
      return {
        id: reset.id,
        adminId: reset.adminId,
        adminName: displayName(name, `User #${reset.adminId}`),
        note: reset.note,
        createdAt: reset.createdAt.toISOString(),
      };
    }),
  };
}

const ANALYTICS_DAYS = 30;

/** The Analytics tab: orders per status, fees and revenue per day for 30 days, average order value. */
export async function getAnalytics(db: Database): Promise<AdminAnalytics> {
  const todayStart = startOfIndianDay();
  const from = new Date(todayStart.getTime() - (ANALYTICS_DAYS - 1) * DAY_MS);
  const [byStatus, days, figures] = await Promise.all([
    ordersByStatus(db),
    dailyOrderFigures(db, { from, timeZone: INDIA_TIME_ZONE }),
    orderFigures(db, { todayStart, revenueSince: null }),
  ]);
  const byDay = new Map(days.map((day) => [day.day, day]));
  const daily = Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
    const day = indianDate(new Date(from.getTime() + index * DAY_MS));
    return byDay.get(day) ?? { day, orders: 0, revenue: '0.00', platformFees: '0.00' };
  });

  return {
    ordersByStatus: byStatus,
    daily,
    platformFees: figures.platformFees,
    revenue: figures.revenue,
    averageOrderValue: toRupeeString(averageOrderValue(toPaise(figures.revenue), figures.ordersSince)),
    feeRateLabel: feeRateRangeLabel(),
  };
}

// ─── Lists ──────────────────────────────────────────────────────────────────────────────────────────────

type OrderQuery = z.output<typeof AdminOrderQuerySchema>;

async function partyFilter(db: Database, text: string | undefined): Promise<PartyFilter | undefined> {
  if (!text) return undefined;
  return { text, ids: await findUserIdsMatching(db, text) };
}

/** Attaches each order's buyer (username, name, e-mail, phone). */
async function withBuyers(db: Database, list: Order[]): Promise<AdminOrder[]> {
  const buyers = await findUsersByIds(
    db,
    list.map((order) => order.userId),
  );
  return list.map((order) => ({ ...order, buyer: toPerson(buyers.get(order.userId)) }));
}

/** One page of orders (not deleted), filtered on the server, with buyers and items; and how many match. */
export async function listAdminOrders(db: Database, query: OrderQuery): Promise<Page<AdminOrder>> {
  const [search, seller, buyer] = await Promise.all([
    partyFilter(db, query.search),
    partyFilter(db, query.seller),
    partyFilter(db, query.buyer),
  ]);
  const page = await listOrdersForAdmin(db, {
    status: query.status,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    search,
    seller: query.sellerId ? { ids: [query.sellerId] } : seller,
    buyer: query.buyerId ? { ids: [query.buyerId] } : buyer,
    limit: query.limit,
    offset: query.offset,
  });
  return { items: await withBuyers(db, page.items), total: page.total };
}

type UserQuery = z.output<typeof AdminUserQuerySchema>;

/** One page of accounts (all, sellers, buyers or admins) with what they listed, bought and earned. */
export async function listAdminUsers(db: Database, query: UserQuery): Promise<Page<AdminUser>> {
  const ids =
    query.role === 'sellers'
      ? await sellerIdsWithListings(db)
      : query.role === 'buyers'
        ? await buyerIdsWithOrders(db)
        : undefined;
  const page = await listUsersPage(db, {
    search: query.search,
    ids,
    adminsOnly: query.role === 'admins',
    limit: query.limit,
    offset: query.offset,
  });
  const pageIds = page.items.map((user) => user.id);
  const [listings, purchases, sales] = await Promise.all([
    listingSummariesBySeller(db, pageIds, ADMIN_PREVIEW_COUNT),
    buyerSummaries(db, pageIds, ADMIN_PREVIEW_COUNT),
    sellerSummaries(db, pageIds),
  ]);
  return {
    total: page.total,
    items: page.items.map((user) => {
      const listed = listings.get(user.id);
      const bought = purchases.get(user.id);
      const sold = sales.get(user.id);
      return {
        ...user,
        productsListed: listed?.count ?? 0,
        recentProducts: listed?.newest ?? [],
        ordersPlaced: bought?.ordersPlaced ?? 0,
        totalSpent: bought?.totalSpent ?? '0.00',
        averageOrderValue: toRupeeString(
          averageOrderValue(toPaise(bought?.totalSpent ?? '0'), bought?.ordersCounted ?? 0),
        ),
        recentOrders: bought?.recent ?? [],
        ordersReceived: sold?.ordersReceived ?? 0,
        totalEarnings: sold?.earnings ?? '0.00',
      };
    }),
  };
}

type ProductQuery = z.output<typeof AdminProductQuerySchema>;

/** One page of listings (not deleted) with their seller and their newest order's buyer; and how many match. */
export async function listAdminProducts(db: Database, query: ProductQuery): Promise<Page<AdminProduct>> {
  const sellerIds = query.search ? await findUserIdsMatching(db, query.search) : undefined;
  const page = await listProductsForAdmin(db, {
    search: query.search,
    sellerIds,
    availability: query.availability,
    limit: query.limit,
    offset: query.offset,
  });
  const sales = await latestSalesOfProducts(
    db,
    page.items.map((product) => product.id),
  );
  const people = await findUsersByIds(db, [
    ...page.items.map((product) => product.sellerId),
    ...[...sales.values()].map((sale) => sale.buyerId),
  ]);
  return {
    total: page.total,
    items: page.items.map((product) => {
      const sale = sales.get(product.id);
      return {
        ...product,
        seller: toPerson(people.get(product.sellerId)),
        lastSale: sale
          ? {
              orderId: sale.orderId,
              status: sale.status,
              createdAt: sale.createdAt,
              customerName: sale.customerName,
              customerPhone: sale.customerPhone,
              buyer: toPerson(people.get(sale.buyerId)),
              orders: sale.orders,
            }
          : null,
      };
    }),
  };
}

/** An order as the admin lists show it, after an action changed it. */
export async function adminOrder(db: Database, orderId: number): Promise<AdminOrder> {
  const order = await findOrderById(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after a change`);
  const [withBuyer] = await withBuyers(db, [order]);
  return withBuyer as AdminOrder;
}

// ─── Database monitor ───────────────────────────────────────────────────────────────────────────────────

/** Accounts: how many, how many joined today (India), and the admins. */
export async function databaseUsers(db: Database): Promise<DatabaseUsers> {
  const [total, newToday, admins] = await Promise.all([
    countUsers(db),
    countUsers(db, { createdSince: startOfIndianDay() }),
    listAdmins(db),
  ]);
  return { total, new_today: newToday, admins };
}

/** Listings: totals, active and out of stock, counts by category, the sellers with most listings. */
export function databaseProducts(db: Database): Promise<DatabaseProducts> {
  return productOverview(db);
}

/** Orders: how many (not deleted), their revenue and platform fees (not cancelled or refunded). */
export async function databaseOrders(db: Database): Promise<DatabaseOrders> {
  const figures = await orderFigures(db, { todayStart: startOfIndianDay(), revenueSince: null });
  return { total: figures.total, revenue: figures.revenue, commission: figures.platformFees };
}

const ACTIVITY_LENGTH = 15;

/** The newest sign-ups, listings and orders, merged newest first. */
export async function databaseActivity(db: Database): Promise<Activity[]> {
  const [newUsers, newListings, newOrders] = await Promise.all([
    latestUsers(db, ACTIVITY_LENGTH),
    latestListings(db, ACTIVITY_LENGTH),
    latestOrders(db, ACTIVITY_LENGTH),
  ]);
  const events: (Activity & { at: number })[] = [
    ...newUsers.map((user) => ({
      type: 'user' as const,
      message: `New user registered: ${user.username}${user.isAdmin ? ' (admin)' : ''}`,
      createdAt: user.createdAt,
      at: Date.parse(user.createdAt),
    })),
    ...newListings.map((listing) => ({
      type: 'product' as const,
      message: `New listing: "${listing.title}" for ₹${listing.price} by user #${listing.sellerId}`,
      createdAt: listing.createdAt.toISOString(),
      at: listing.createdAt.getTime(),
    })),
    ...newOrders.map((order) => ({
      type: 'order' as const,
      message: `Order ${orderNumber(order.id)} placed by user #${order.userId}: ₹${order.totalAmount} (${order.status})`,
      createdAt: order.createdAt.toISOString(),
      at: order.createdAt.getTime(),
    })),
  ];
  return events
    .sort((a, b) => b.at - a.at)
    .slice(0, ACTIVITY_LENGTH)
    .map(({ at: _at, ...activity }) => activity);
}

// ─── Payouts ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The Payouts tab: each seller with unpaid ledger entries or fees owed, what is due and pending and the fees their
 * cash sales owe, most due first (docs/decisions/043, 048).
 */
export async function listSellerPayouts(db: Database): Promise<SellerPayout[]> {
  // A reversal that cancels an unpaid earning leaves nothing owed either way: nothing for an admin to do.
  const rows = (await unpaidBySeller(db)).filter(
    (row) => row.due !== 0 || row.pending !== 0 || row.feesOwed !== 0,
  );
  const names = await findUsersPublicNames(
    db,
    rows.map((row) => row.sellerId),
  );
  return rows.map((row) => {
    const name = names.get(row.sellerId);
    return {
      sellerId: row.sellerId,
      name: displayName(name, `Seller ${row.sellerId}`),
      due: toSignedRupeeString(row.due),
      pending: toSignedRupeeString(row.pending),
      feesOwed: toSignedRupeeString(row.feesOwed),
      count: row.count,
    };
  });
}
