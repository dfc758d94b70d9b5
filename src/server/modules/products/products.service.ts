import { and, asc, desc, eq, gt, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Product, ProductDetail, ProductFilter } from '../../../domain/contracts/products.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { notFound } from '../../lib/app-error.ts';
import { findUsersPublicNames, findVerifiedStudents } from '../auth/index.ts';
import { products } from './products.tables.ts';

/** The columns a buyer may see: no private documents, no seller contact details, no street address. */
const publicColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  price: products.price,
  originalPrice: products.originalPrice,
  condition: products.condition,
  category: products.category,
  sellerId: products.sellerId,
  images: products.images,
  quantity: products.quantity,
  rating: products.rating,
  pickupAddressType: products.pickupAddressType,
  pickupInstitution: products.pickupInstitution,
  pickupCity: products.pickupCity,
  pickupState: products.pickupState,
  createdAt: products.createdAt,
};

type PublicRow = Omit<Product, 'createdAt' | 'pickupAddressType'> & {
  createdAt: Date;
  pickupAddressType: string;
};

function toProduct(row: PublicRow): Product {
  return {
    ...row,
    pickupAddressType: row.pickupAddressType as Product['pickupAddressType'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** Listed means buyers can find it: not deleted, and at least one in stock (spec: quantity above 0). */
const isListed = and(isNull(products.deletedAt), gt(products.quantity, 0)) as SQL;

/**
 * How a search matches. By words first: full text over title, category and description, with stems
 * ("solve" finds "Solved"). Only when no listing has the words, by spelling: trigram word similarity
 * on titles, for typos and partial words ("grewel" finds "Grewal", "calc" finds "calculator"). Running
 * the costly similarity scan only for searches that need it keeps a broad search fast on a big catalogue.
 */
type SearchMode = 'words' | 'spelling';

function searchMatch(q: string, mode: SearchMode): SQL {
  return mode === 'words'
    ? sql`${products.searchVector} @@ websearch_to_tsquery('english', ${q})`
    : sql`${q} <% ${products.title}`;
}

function searchRank(q: string, mode: SearchMode): SQL {
  return mode === 'words'
    ? sql`ts_rank(${products.searchVector}, websearch_to_tsquery('english', ${q}))`
    : sql`word_similarity(${q}, ${products.title})`;
}

function filterConditions(filter: ProductFilter, mode: SearchMode): SQL[] {
  const conditions = [isListed];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.condition) conditions.push(eq(products.condition, filter.condition));
  if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice.toFixed(2)));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice.toFixed(2)));
  if (filter.city) conditions.push(sql`lower(${products.pickupCity}) = lower(${filter.city})`);
  if (filter.q) conditions.push(searchMatch(filter.q, mode));
  return conditions;
}

function ordering(filter: ProductFilter, mode: SearchMode): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (filter.sort) {
    case 'price_asc':
      return [asc(products.price), asc(products.id)];
    case 'price_desc':
      return [desc(products.price), desc(products.id)];
    case 'popular':
      return [desc(products.unitsSold), desc(products.rating), ...newest];
    case 'newest':
      return newest;
    default:
      return filter.q ? [desc(searchRank(filter.q, mode)), ...newest] : newest;
  }
}

// Totals change only when listings do; counting 100k rows on every poll would dominate browse.
// A short-lived cache per database, cleared by this process's own writes, keeps X-Total-Count cheap.
const totalCaches = new WeakMap<Database, LRUCache<string, number>>();
const TOTAL_CACHE_TTL_MS = 10_000;

function totalCache(db: Database): LRUCache<string, number> {
  let cache = totalCaches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 1000, ttl: TOTAL_CACHE_TTL_MS });
    totalCaches.set(db, cache);
  }
  return cache;
}

const changeListeners = new WeakMap<Database, Set<() => void>>();

/** Calls `listener` whenever this process changes the catalogue (a cache of pages that show listings, say). */
export function onCatalogueChange(db: Database, listener: () => void): void {
  const listeners = changeListeners.get(db) ?? new Set();
  listeners.add(listener);
  changeListeners.set(db, listeners);
}

/** Tells the catalogue that listings changed, so totals are counted afresh and pages rendered again. */
export function catalogueChanged(db: Database): void {
  totalCaches.get(db)?.clear();
  for (const listener of changeListeners.get(db) ?? []) listener();
}

async function countListed(db: Database, filter: ProductFilter, mode: SearchMode): Promise<number> {
  const { q, category, condition, minPrice, maxPrice, city } = filter;
  const key = JSON.stringify([mode, q, category, condition, minPrice, maxPrice, city]);
  const cache = totalCache(db);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...filterConditions(filter, mode)));
  const total = row?.total ?? 0;
  cache.set(key, total);
  return total;
}

/** By words, unless a search finds no listing by its words (the count is cached, so this is cheap). */
async function chooseSearchMode(db: Database, filter: ProductFilter): Promise<SearchMode> {
  if (!filter.q) return 'words';
  return (await countListed(db, filter, 'words')) > 0 ? 'words' : 'spelling';
}

/** One page of listed products matching the filter, and how many match in all. */
export async function listProducts(
  db: Database,
  filter: ProductFilter,
): Promise<{ items: Product[]; total: number }> {
  const mode = await chooseSearchMode(db, filter);
  const rows = await db
    .select(publicColumns)
    .from(products)
    .where(and(...filterConditions(filter, mode)))
    .orderBy(...ordering(filter, mode))
    .limit(filter.limit)
    .offset(filter.offset);
  const total = await countListed(db, filter, mode);
  return { items: rows.map(toProduct), total };
}

const productById = preparedPerDatabase((db) =>
  db
    .select(publicColumns)
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
    .prepare('product_by_id'),
);

/** A listing by id with its seller's display name and badge; 404 when missing or deleted. */
export async function getProduct(db: Database, id: number): Promise<ProductDetail> {
  const [row] = await productById(db).execute({ id });
  if (!row) throw notFound('Product not found');
  const [names, verifiedStudents] = await Promise.all([
    findUsersPublicNames(db, [row.sellerId]),
    // Not cached like the name: a seller may verify their address at any time.
    findVerifiedStudents(db, [row.sellerId]),
  ]);
  return {
    ...toProduct(row),
    sellerName: displayName(names.get(row.sellerId)),
    sellerVerifiedStudent: verifiedStudents.has(row.sellerId),
  };
}

/** The seller and availability of a listing, for rules in other modules; undefined when missing or deleted. */
export async function findListing(
  db: Database | Transaction,
  id: number,
): Promise<{ id: number; sellerId: number; quantity: number } | undefined> {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, quantity: products.quantity })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row;
}

/** Stores a listing's average review rating (numeric 3,2). */
export async function setProductRating(
  db: Database | Transaction,
  id: number,
  averageRating: number,
): Promise<void> {
  await db
    .update(products)
    .set({ rating: averageRating.toFixed(2) })
    .where(eq(products.id, id));
}

/** How many listings buyers can find. */
export function countListedProducts(db: Database): Promise<number> {
  return countListed(db, { limit: 1, offset: 0 }, 'words');
}

/** Listed products' ids and last change, in id order, for the sitemap. */
export function listedProductStamps(
  db: Database,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isListed)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
}

/** The average rating of a seller's rated listings (0 when none is rated yet). */
export async function sellerAverageRating(db: Database | Transaction, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${products.rating})` })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), gt(products.rating, '0')));
  return row?.average ? Math.round(Number(row.average) * 100) / 100 : 0;
}
