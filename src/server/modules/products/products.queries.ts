import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Page } from '../../../domain/contracts/common.ts';
import type { SellerListing } from '../../../domain/contracts/listings.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern, isOneOf } from '../../db/sql-helpers.ts';
import { sellerColumns, toSellerListing } from './listings.service.ts';
import { products } from './products.tables.ts';

/**
 * Reads over listings for administration (the admin module calls these; it never queries this table itself).
 * Deleted listings are left out everywhere: a soft delete takes a listing off every list.
 */

const notDeleted = isNull(products.deletedAt);

export type ProductAvailability = 'all' | 'available' | 'sold';

/** Counts of listings (not deleted): all of them, and those with at least one in stock. */
export async function countProducts(db: Database): Promise<{ total: number; available: number }> {
  const [row] = await db
    .select({
      total: count(),
      available: sql<number>`count(*) filter (where ${products.quantity} > 0)::int`,
    })
    .from(products)
    .where(notDeleted);
  return { total: row?.total ?? 0, available: row?.available ?? 0 };
}

/** The database monitor's product figures: totals, stock, counts by category and the sellers with most listings. */
export async function productOverview(db: Database): Promise<{
  total: number;
  active: number;
  outOfStock: number;
  categories: { category: string; count: number }[];
  topSellers: { seller_id: number; count: number }[];
}> {
  const { total, available } = await countProducts(db);
  const categories = await db
    .select({ category: products.category, count: count() })
    .from(products)
    .where(notDeleted)
    .groupBy(products.category)
    .orderBy(desc(count()), products.category);
  const topSellers = await db
    .select({ seller_id: products.sellerId, count: count() })
    .from(products)
    .where(notDeleted)
    .groupBy(products.sellerId)
    .orderBy(desc(count()), products.sellerId)
    .limit(10);
  return { total, active: available, outOfStock: total - available, categories, topSellers };
}

/**
 * One page of listings for the admin, newest first, and how many match. `search` matches the id, title,
 * category and the seller's contact details, or a seller among `sellerIds` (found by name elsewhere).
 * 'available' means at least one in stock; 'sold' means at least one unit sold.
 */
export async function listProductsForAdmin(
  db: Database,
  filter: {
    search?: string;
    sellerIds?: number[];
    availability: ProductAvailability;
    limit: number;
    offset: number;
  },
): Promise<Page<SellerListing>> {
  const conditions: (SQL | undefined)[] = [notDeleted];
  if (filter.availability === 'available') conditions.push(gt(products.quantity, 0));
  if (filter.availability === 'sold') conditions.push(gt(products.unitsSold, 0));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const alternatives = [
      sql`${products.title} ILIKE ${pattern}`,
      sql`${products.category} ILIKE ${pattern}`,
      sql`${products.sellerContactName} ILIKE ${pattern}`,
      sql`${products.sellerContactEmail} ILIKE ${pattern}`,
    ];
    if (/^\d{1,9}$/.test(filter.search)) alternatives.push(eq(products.id, Number(filter.search)));
    if (filter.sellerIds && filter.sellerIds.length > 0) {
      alternatives.push(isOneOf(products.sellerId, filter.sellerIds));
    }
    conditions.push(sql`(${sql.join(alternatives, sql` OR `)})`);
  }
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(sellerColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toSellerListing),
    total: totalRow?.total ?? 0,
  };
}

/** Ids of users with at least one listing (not deleted): the sellers. */
export async function sellerIdsWithListings(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ sellerId: products.sellerId }).from(products).where(notDeleted);
  return rows.map((row) => row.sellerId);
}

/** For each of the sellers: how many listings they have and their newest few (id, title, price). */
export async function listingSummariesBySeller(
  db: Database,
  sellerIds: number[],
  newest: number,
): Promise<Map<number, { count: number; newest: { id: number; title: string; price: string }[] }>> {
  const summaries = new Map<
    number,
    { count: number; newest: { id: number; title: string; price: string }[] }
  >();
  if (sellerIds.length === 0) return summaries;
  const ranked = db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      sellerId: products.sellerId,
      rank: sql<number>`row_number() over (partition by ${products.sellerId} order by ${products.createdAt} desc, ${products.id} desc)`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${products.sellerId})`.as('total'),
    })
    .from(products)
    .where(and(notDeleted, isOneOf(products.sellerId, sellerIds)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${newest}`)
    .orderBy(ranked.sellerId, ranked.rank);
  for (const row of rows) {
    const summary = summaries.get(row.sellerId) ?? { count: Number(row.total), newest: [] };
    summary.newest.push({ id: row.id, title: row.title, price: row.price });
    summaries.set(row.sellerId, summary);
  }
  return summaries;
}

/** The newest listings (not deleted), for the activity list. */
export function latestListings(
  db: Database,
  limit: number,
): Promise<{ id: number; title: string; price: string; sellerId: number; createdAt: Date }[]> {
  return db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      sellerId: products.sellerId,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(notDeleted)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}
