import { and, asc, desc, eq, gt, gte, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FACET_PLACES_LIMIT,
  type Product,
  type ProductDetail,
  type ProductFacets,
  type ProductFacetsFilter,
  type ProductFilter,
  type ProductListItem,
} from '../../../domain/contracts/products.ts';
import { displayName } from '../../../domain/display-name.ts';
import { isFreePrice } from '../../../domain/fees.ts';
import { normaliseIsbn } from '../../../domain/isbn.ts';
import type { Paise } from '../../../domain/money.ts';
import { alternativeToTsquery, parseSearch, restrictToTitle } from '../../../domain/search-terms.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { isOneOf } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/app-error.ts';
import { boundedCache } from '../../lib/bounded-cache.ts';
import { findUsersPublicNames, findVerifiedStudents, isVerifiedStudent } from '../auth/index.ts';
import { sellersOverFeeLimit } from '../payouts/index.ts';
import { type BookRow, bookColumns, withBook } from './book-details.ts';
import {
  facetCounts,
  listingTotals,
  misspeltGroupIndexes,
  type ResultPage,
  type SellerBadge,
  type SellerStanding,
  sellerBadges,
  sellerStandings,
  sharedResultPage,
} from './catalogue-caches.ts';
import { isShown } from './listing-moderation.ts';
import { products } from './products.tables.ts';
import type { SellerTrustOf } from './seller-trust.ts';

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
  ...bookColumns,
  createdAt: products.createdAt,
};

type PublicRow = Omit<Product, 'createdAt' | 'book'> & BookRow & { createdAt: Date };

/**
 * A listing as a page of results shows it: its public columns and its seller's "Verified student" badge, read in
 * the same statement (docs/decisions/121-a-page-and-its-badges-in-one-statement.md).
 */
const listItemColumns = { ...publicColumns, sellerVerifiedStudent: isVerifiedStudent(products.sellerId) };
type ListItemRow = PublicRow & { sellerVerifiedStudent: boolean };

function toProduct(row: PublicRow): Product {
  return {
    ...withBook(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Listed means buyers can find it: not deleted, shown, and at least one in stock (spec: quantity above 0). */
export const isListed = and(isNull(products.deletedAt), gt(products.quantity, 0), isShown) as SQL;
/** Passed on for nothing (docs/decisions/093-free-listings.md). */
const isFree = sql`${products.price} = 0`;

/**
 * How a search matches (docs/decisions/012-search-and-browse.md, docs/decisions/017-student-search.md). The
 * search is parsed into groups of alternatives (src/domain/search-terms.ts: normalised words, synonyms, codes),
 * and a listing must match every group. By words first: full text over title, category, pickup institution and
 * city, and description. Only when no listing has all the words, by spelling: the groups no listed product has
 * by words at all (the misspelt ones) match by trigram word similarity to the listing's normalised title,
 * category, institution and city, and the others still by words, so one misspelt word next to correct ones
 * still finds the listing. Each condition stays one an index answers, and the costly similarity scan runs
 * only for the words that need it.
 */
type SearchMode = 'words' | { misspelt: number[] };

export interface CompiledSearch {
  /** The search's words normalised, for trigram similarity. */
  words: string;
  /** Every group, as tsquery text: all must match. */
  all: string;
  /** The same, limited to titles: a listing whose title has every word ranks first. */
  title: string;
  /** Any group, for ranking by spelling. */
  any: string;
  groups: { text: string; tsquery: string }[];
}

/**
 * A filter with its search compiled. `unsearchable` when the search has text but no word the search can use
 * (punctuation, emoji, stop words only): it finds nothing, rather than every listing.
 */
type SearchFilter = Omit<ProductFilter, 'q'> & {
  search?: CompiledSearch;
  unsearchable?: true;
  q?: string;
  /** Sellers the viewer blocked: their listings are left out for them (docs/decisions/084-blocks.md). */
  blockedSellers?: readonly number[];
};

/** Who is browsing, as far as it changes what they see: the sellers they blocked. */
export type Viewer = { blockedSellers: readonly number[] };

// The compiled tsquery text depends on the search text alone: cached per process, ~1 KB a search.
const compiledSearches = boundedCache<string, CompiledSearch | 'none'>({
  name: 'compiled searches',
  maxBytes: 2 * 1024 * 1024,
});

/** `'a' | 'b' | 'a'` → `'a' | 'b'`: synonyms often stem alike, and every operand costs on every row matched. */
function withoutRepeats(tsquery: string): string {
  if (tsquery.includes('(')) return tsquery;
  return [...new Set(tsquery.split(' | '))].join(' | ');
}

/**
 * Turns a search into tsquery text: the database stems each alternative as it stems listings (English), in one
 * small query for all the groups. A group left with no words (stop words only) is dropped.
 */
export async function compileSearch(
  db: Database | Transaction,
  q: string,
): Promise<CompiledSearch | undefined> {
  const cached = compiledSearches.get(q);
  if (cached) return cached === 'none' ? undefined : cached;
  const parsed = parseSearch(q);
  const groupSql = parsed.map((group) => {
    const parts = group.alternatives.map(
      (alternative) => sql`to_tsquery('english', ${alternativeToTsquery(alternative)})`,
    );
    return sql`(${sql.join(parts, sql` || `)})::text`;
  });
  const texts: string[] =
    groupSql.length === 0
      ? []
      : ((
          (await db.execute(
            sql`select array[${sql.join(groupSql, sql`, `)}]::text[] as groups`,
          )) as unknown as {
            rows: { groups: string[] }[];
          }
        ).rows[0]?.groups ?? []);
  const groups = parsed
    .map((group, index) => ({ text: group.text, tsquery: withoutRepeats(texts[index] ?? '') }))
    .filter((group) => group.tsquery !== '');
  if (groups.length === 0) {
    compiledSearches.set(q, 'none');
    return undefined;
  }
  const wrapped = groups.map((group) => `(${group.tsquery})`);
  const all = wrapped.join(' & ');
  const compiled: CompiledSearch = {
    words: groups.map((group) => group.text).join(' '),
    all,
    title: restrictToTitle(all),
    any: wrapped.join(' | '),
    groups,
  };
  compiledSearches.set(q, compiled);
  return compiled;
}

async function withSearch(
  db: Database,
  productFilter: ProductFilter,
  viewer?: Viewer,
): Promise<SearchFilter> {
  const filter: SearchFilter = viewer?.blockedSellers.length
    ? { ...productFilter, blockedSellers: [...viewer.blockedSellers].sort((a, b) => a - b) }
    : productFilter;
  if (!filter.q) return filter;
  // A search for an ISBN, in any of its written forms, finds the copies of that book (docs/decisions/091).
  const isbn = normaliseIsbn(filter.q);
  if (isbn) return { ...filter, isbn };
  const search = await compileSearch(db, filter.q);
  return search ? { ...filter, search } : { ...filter, unsearchable: true };
}

function searchMatch(search: CompiledSearch, mode: SearchMode): SQL {
  if (mode === 'words') return sql`${products.searchVector} @@ ${search.all}::tsquery`;
  const known = search.groups.filter((_group, index) => !mode.misspelt.includes(index));
  const conditions = search.groups
    .filter((_group, index) => mode.misspelt.includes(index))
    .map((group) => sql`${group.text} <% ${products.searchWords}`);
  if (known.length > 0) {
    const words = known.map((group) => `(${group.tsquery})`).join(' & ');
    conditions.unshift(sql`${products.searchVector} @@ ${words}::tsquery`);
  }
  return sql`(${sql.join(conditions, sql` AND `)})`;
}

function searchRank(search: CompiledSearch, mode: SearchMode): SQL {
  if (mode === 'words') {
    return sql`(${products.searchVector} @@ ${search.title}::tsquery)::int + ts_rank(${products.searchVector}, ${search.all}::tsquery)`;
  }
  const misspelt = search.groups
    .filter((_group, index) => mode.misspelt.includes(index))
    .map((group) => group.text)
    .join(' ');
  return sql`ts_rank(${products.searchVector}, ${search.any}::tsquery) + word_similarity(${misspelt}, ${products.searchWords})`;
}

/** Which filters a facet leaves out: its own, so the panel shows what choosing another value would give. */
type FacetName = 'category' | 'condition' | 'city' | 'institution' | 'free';

function filterConditions(filter: SearchFilter, mode: SearchMode, without?: FacetName): SQL[] {
  const conditions = [isListed];
  if (filter.category && without !== 'category') conditions.push(eq(products.category, filter.category));
  if (filter.condition && without !== 'condition') conditions.push(eq(products.condition, filter.condition));
  if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice.toFixed(2)));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice.toFixed(2)));
  // Matched whole, ignoring case and spaces around, as the facets group them (the query is trimmed by its schema).
  if (filter.city && without !== 'city') {
    conditions.push(sql`lower(btrim(${products.pickupCity})) = lower(${filter.city})`);
  }
  if (filter.institution && without !== 'institution') {
    conditions.push(sql`lower(btrim(${products.pickupInstitution})) = lower(${filter.institution})`);
  }
  if (filter.isbn) conditions.push(eq(products.isbn, filter.isbn));
  if (filter.free && without !== 'free') conditions.push(isFree);
  if (filter.search) conditions.push(searchMatch(filter.search, mode));
  if (filter.unsearchable) conditions.push(sql`false`);
  if (filter.blockedSellers?.length)
    conditions.push(notInArray(products.sellerId, [...filter.blockedSellers]));
  return conditions;
}

function ordering(filter: SearchFilter, mode: SearchMode): SQL[] {
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
      return filter.search ? [desc(searchRank(filter.search, mode)), ...newest] : newest;
  }
}

/** The filters that narrow a search besides its words, in a fixed order: part of every cache key over results. */
const narrowingFilters = (filter: SearchFilter) => [
  filter.isbn,
  filter.free,
  filter.category,
  filter.condition,
  filter.minPrice,
  filter.maxPrice,
  filter.city,
  filter.institution,
  filter.blockedSellers,
];

function filterKey(filter: SearchFilter, mode: SearchMode): string {
  return JSON.stringify([mode, filter.q, ...narrowingFilters(filter)]);
}

async function countListed(db: Database, filter: SearchFilter, mode: SearchMode): Promise<number> {
  const key = filterKey(filter, mode);
  const cache = listingTotals.of(db);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const [row] = await runSearch(db, mode, (query) =>
    query
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...filterConditions(filter, mode))),
  );
  const total = row?.total ?? 0;
  cache.set(key, total);
  return total;
}

/** The indexes of the search's groups that no listed product matches by words (each an index lookup). */
async function misspeltGroups(db: Database, search: CompiledSearch): Promise<number[]> {
  const cache = misspeltGroupIndexes.of(db);
  const cached = cache.get(search.all);
  if (cached) return cached;
  const found = search.groups.map(
    (group) =>
      sql`exists (select 1 from ${products} where ${isListed} and ${products.searchVector} @@ ${group.tsquery}::tsquery)`,
  );
  // Through the text index: for `exists` the planner expects an early match and reads the whole catalogue when the
  // word is in no listing, which is exactly when this runs (docs/decisions/106-first-searches-in-one-pass.md).
  const result = (await withIndexScans(db, (query) =>
    query.execute(sql`select array[${sql.join(found, sql`, `)}]::boolean[] as found`),
  )) as unknown as {
    rows: { found: boolean[] }[];
  };
  const flags = result.rows[0]?.found ?? [];
  const misspelt = search.groups.flatMap((_group, index) => (flags[index] ? [] : [index]));
  cache.set(search.all, misspelt);
  return misspelt;
}

/**
 * By words, unless a search finds no listing by its words (the count is cached, so this is cheap); then by
 * spelling for the words no listing has, if any (when every word exists but never together, nothing matches).
 */
async function chooseSearchMode(db: Database, filter: SearchFilter): Promise<SearchMode> {
  if (!filter.search) return 'words';
  if ((await countListed(db, filter, 'words')) > 0) return 'words';
  const misspelt = await misspeltGroups(db, filter.search);
  return misspelt.length > 0 ? { misspelt } : 'words';
}

/**
 * Runs a search's queries. By spelling, inside a transaction that tells the planner to use the trigram index:
 * on a small catalogue (PGlite, 20k listings) it otherwise estimates a sequential scan a little cheaper and
 * computes the similarity for every row, 40 times slower (docs/decisions/017-student-search.md).
 */
function runSearch<T>(
  db: Database,
  mode: SearchMode,
  run: (query: Database | Transaction) => Promise<T>,
): Promise<T> {
  return mode === 'words' ? run(db) : withIndexScans(db, run);
}

function withIndexScans<T>(db: Database, run: (query: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}

/**
 * One page of listed products matching the filter, each with its seller's "Verified student" badge, and how many
 * match in all.
 */
export async function listProducts(
  db: Database,
  productFilter: ProductFilter,
  viewer?: Viewer,
): Promise<ResultPage> {
  const filter = await withSearch(db, productFilter, viewer);
  // The same search however it was typed (its compiled words), with the same filters, order and page.
  const { search, sort, limit, offset } = filter;
  const key = JSON.stringify([search?.all, ...narrowingFilters(filter), sort, limit, offset]);
  return sharedResultPage(db, key, () => findPage(db, filter));
}

/**
 * A search asked for the first time (its total not kept): its page and how many match in one pass over the
 * matches, which are read once, numbered in order and counted, instead of once to count and once to rank
 * (docs/decisions/106-first-searches-in-one-pass.md). Undefined when the page shows nothing by words (no listing
 * has all the words, or a page past the end): the count and the search by spelling decide, as before; on the
 * first page the count is then known to be 0 and kept (docs/decisions/108-every-first-search-quick.md).
 */
async function searchWithTotal(
  db: Database,
  filter: SearchFilter,
): Promise<{ rows: ListItemRow[]; total: number } | undefined> {
  if (!filter.search) return undefined;
  const key = filterKey(filter, 'words');
  const totals = listingTotals.of(db);
  if (totals.has(key)) return undefined;
  const matches = db.$with('matches').as(
    db
      .select({
        id: sql<number>`${products.id}`.as('match_id'),
        position:
          sql<number>`row_number() over (order by ${sql.join(ordering(filter, 'words'), sql`, `)})`.as(
            'position',
          ),
      })
      .from(products)
      .where(and(...filterConditions(filter, 'words'))),
  );
  const numbered = await db
    .with(matches)
    .select({ ...listItemColumns, total: sql<number>`(select count(*) from matches)::int` })
    .from(matches)
    .innerJoin(products, eq(products.id, matches.id))
    .where(and(gt(matches.position, filter.offset), lte(matches.position, filter.offset + filter.limit)))
    .orderBy(matches.position);
  const total = numbered[0]?.total;
  if (total === undefined) {
    // Counted in the same pass: on the first page, no row means nothing matches by words.
    if (filter.offset === 0) totals.set(key, 0);
    return undefined;
  }
  totals.set(key, total);
  return { rows: numbered.map(({ total: _total, ...row }) => row), total };
}

/**
 * A page shorter than asked for is the end of the results, so it tells how many match without counting them: a
 * search by spelling that finds few listings or none would otherwise run its costly similarity match a second
 * time to count (docs/decisions/108-every-first-search-quick.md). Undefined when the page is full, or empty past
 * the first page (the results may end anywhere before it).
 */
function totalOfShortPage(filter: SearchFilter, shown: number): number | undefined {
  if (shown >= filter.limit || (shown === 0 && filter.offset > 0)) return undefined;
  return filter.offset + shown;
}

function pageRows(db: Database, filter: SearchFilter, mode: SearchMode): Promise<ListItemRow[]> {
  return runSearch(db, mode, (query) =>
    query
      .select(listItemColumns)
      .from(products)
      .where(and(...filterConditions(filter, mode)))
      .orderBy(...ordering(filter, mode))
      .limit(filter.limit)
      .offset(filter.offset),
  );
}

async function findPage(db: Database, filter: SearchFilter): Promise<ResultPage> {
  const firstAsking = await searchWithTotal(db, filter);
  const mode = firstAsking ? 'words' : await chooseSearchMode(db, filter);
  // A search known to match nothing shows an empty page without asking (decision 108).
  const knownEmpty = listingTotals.of(db).get(filterKey(filter, mode)) === 0;
  const rows = firstAsking?.rows ?? (knownEmpty ? [] : await pageRows(db, filter, mode));
  const shortPageTotal = firstAsking ? undefined : totalOfShortPage(filter, rows.length);
  if (shortPageTotal !== undefined) listingTotals.of(db).set(filterKey(filter, mode), shortPageTotal);
  const total = firstAsking?.total ?? shortPageTotal ?? (await countListed(db, filter, mode));
  return {
    items: rows.map(({ sellerVerifiedStudent, ...row }) => ({ ...toProduct(row), sellerVerifiedStudent })),
    total,
  };
}

/** How many listed products a search and filters match now (a saved search's count). */
export async function countMatching(db: Database, facetsFilter: ProductFacetsFilter): Promise<number> {
  const filter = await withSearch(db, { ...facetsFilter, limit: 1, offset: 0 });
  return countListed(db, filter, await chooseSearchMode(db, filter));
}

/**
 * Counts by category, condition, pickup city and institution for a search and filters, as the browse filters
 * show them (docs/decisions/017-student-search.md). Each facet leaves out its own filter. Cities and
 * institutions are grouped ignoring case and spaces around, named as most of their listings write them.
 */
export async function listFacets(
  db: Database,
  facetsFilter: ProductFacetsFilter,
  viewer?: Viewer,
): Promise<ProductFacets> {
  const filter = await withSearch(db, { ...facetsFilter, limit: 1, offset: 0 }, viewer);
  const mode = await chooseSearchMode(db, filter);
  const key = filterKey(filter, mode);
  const cache = facetCounts.of(db);
  const cached = cache.get(key);
  if (cached) return cached;

  const exact = (query: Database | Transaction, facet: 'category' | 'condition', column: AnyPgColumn) =>
    query
      .select({ value: sql<string>`${column}`, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...filterConditions(filter, mode, facet)))
      .groupBy(column)
      .orderBy(sql`2 desc`, sql`1`);
  const place = (query: Database | Transaction, facet: 'city' | 'institution', column: AnyPgColumn) => {
    const grouped = sql`lower(btrim(${column}))`;
    return query
      .select({
        // The spelling most of the group's listings use.
        value: sql<string>`mode() within group (order by btrim(${column}))`,
        count: sql<number>`count(*)::int`,
      })
      .from(products)
      .where(and(...filterConditions(filter, mode, facet), sql`btrim(${column}) <> ''`))
      .groupBy(grouped)
      .orderBy(sql`2 desc`, sql`1`)
      .limit(FACET_PLACES_LIMIT);
  };
  const free = (query: Database | Transaction) =>
    query
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...filterConditions(filter, mode, 'free'), isFree));
  const [category, condition, city, institution, [freeRow]] = await runSearch(db, mode, (query) =>
    Promise.all([
      exact(query, 'category', products.category),
      exact(query, 'condition', products.condition),
      place(query, 'city', products.pickupCity),
      place(query, 'institution', products.pickupInstitution),
      free(query),
    ]),
  );
  const facets = { category, condition, city, institution, free: freeRow?.count ?? 0 };
  cache.set(key, facets);
  return facets;
}

const productById = preparedPerDatabase((db) =>
  db
    .select({ ...publicColumns, shown: sql<boolean>`${isShown}` })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), isNull(products.deletedAt)))
    .prepare('product_by_id'),
);

/** A listing as its page shows it, but for what the ratings module says of its seller (SellerTrustOf) and whether they take cash (getProductForBuyers). */
export type ListingDetail = Omit<ProductDetail, 'seller' | 'cashOnDelivery'>;

/** The seller's name and badge, kept per seller (docs/decisions/104-listing-pages-read-once.md). */
async function sellerBadgeOf(db: Database, sellerId: number): Promise<SellerBadge> {
  const cache = sellerBadges.of(db);
  const key = String(sellerId);
  const kept = cache.get(key);
  if (kept) return kept;
  const [names, verifiedStudents] = await Promise.all([
    findUsersPublicNames(db, [sellerId]),
    findVerifiedStudents(db, [sellerId]),
  ]);
  const badge = { name: displayName(names.get(sellerId)), verifiedStudent: verifiedStudents.has(sellerId) };
  cache.set(key, badge);
  return badge;
}

/**
 * A listing by id with its seller's display name and badge; 404 when missing or deleted. One taken off by
 * moderation is still answered, marked unavailable, so its page can say so. One statement: the listing's row,
 * which says whether moderation or a suspension took it off, is read every time; its seller's badge is kept.
 */
export async function getProduct(db: Database, id: number): Promise<ListingDetail> {
  const [found] = await productById(db).execute({ id });
  if (!found) throw notFound('product.not_found');
  const { shown, ...row } = found;
  const badge = await sellerBadgeOf(db, row.sellerId);
  return {
    ...toProduct(row),
    sellerName: badge.name,
    sellerVerifiedStudent: badge.verifiedStudent,
    unavailable: !shown,
  };
}

/** Whether a seller takes cash and what buyers think of them, kept per seller (decision 104). */
async function sellerStandingOf(
  db: Database,
  sellerId: number,
  { cashFeeDebtLimitPaise, sellerTrust }: BuyersView,
): Promise<SellerStanding> {
  const cache = sellerStandings.of(db);
  const key = String(sellerId);
  const kept = cache.get(key);
  if (kept) return kept;
  const [onlineOnly, trust] = await Promise.all([
    sellersOverFeeLimit(db, [sellerId], cashFeeDebtLimitPaise),
    sellerTrust(db, sellerId),
  ]);
  const standing = { onlineOnly: onlineOnly.length > 0, trust };
  cache.set(key, standing);
  return standing;
}

/**
 * What a buyer's view of a listing needs beyond the listing: the limit of unpaid cash fees over which a seller takes
 * no cash (docs/decisions/048), and the ratings module's port for what buyers think of the seller.
 */
export interface BuyersView {
  cashFeeDebtLimitPaise: Paise;
  sellerTrust: SellerTrustOf;
}

/**
 * A listing as `GET /api/products/{id}` answers it: `getProduct`, whether the seller takes cash now (not while they
 * owe more than the limit in the fees of cash sales) and what buyers think of them. One statement when the seller's
 * figures are kept (decision 104).
 */
export async function getProductForBuyers(
  db: Database,
  id: number,
  view: BuyersView,
): Promise<ProductDetail> {
  const product = await getProduct(db, id);
  const standing = await sellerStandingOf(db, product.sellerId, view);
  // A free item owes no fee, so it stays cash on delivery with nothing to collect (decision 093).
  const cashOnDelivery = !standing.onlineOnly || isFreePrice(product.price);
  return { ...product, cashOnDelivery, seller: standing.trust };
}

/** Listings by id as buyers see them (not deleted; sold-out ones included), for favourites; in no set order. */
export async function findPublicProducts(db: Database, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(publicColumns)
    .from(products)
    .where(and(isOneOf(products.id, ids), isNull(products.deletedAt)));
  return rows.map(toProduct);
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

/** Ids of every listing of a seller, withdrawn ones too: their reviews still count for the seller. */
export async function listingIdsOfSeller(db: Database | Transaction, sellerId: number): Promise<number[]> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId));
  return rows.map((row) => row.id);
}

/** A seller's listings buyers can find now, newest first, with their badge (a public profile shows them). */
export async function sellerListedProducts(
  db: Database,
  sellerId: number,
  { limit, verifiedStudent }: { limit: number; verifiedStudent: boolean },
): Promise<ProductListItem[]> {
  const rows = await db
    .select(publicColumns)
    .from(products)
    .where(and(isListed, eq(products.sellerId, sellerId)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((row) => ({ ...toProduct(row), sellerVerifiedStudent: verifiedStudent }));
}
