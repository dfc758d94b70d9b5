import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalogueChanged } from '../../modules/products/catalogue-caches.ts';
import { listProducts } from '../../modules/products/products.service.ts';
import { products } from '../../modules/products/products.tables.ts';
import { RELEVANCE_CATALOGUE } from './catalogue.ts';
import type { RelevanceQuery } from './queries.ts';

/**
 * Runs the relevance set through the real search (listProducts), for `npm run bench:search` and the relevance
 * test (docs/decisions/017-student-search.md).
 */

/** Loads the catalogue under one seller, listed a day apart; returns each listing's id by key. */
export async function loadRelevanceCatalogue(db: Database): Promise<Map<string, number>> {
  const seller = (await db.execute(
    sql`insert into users (username, password_hash, email) values ('relevance_seller', 'x', 'relevance@example.in') returning id`,
  )) as unknown as { rows: { id: number }[] };
  const sellerId = seller.rows[0]?.id;
  if (sellerId === undefined) throw new Error('no seller');
  const now = Date.now();
  const rows = await db
    .insert(products)
    .values(
      RELEVANCE_CATALOGUE.map((listing, index) => ({
        title: listing.title,
        description: listing.description,
        category: listing.category,
        condition: listing.condition,
        price: listing.price,
        sellerId,
        pickupAddressType: listing.place.type,
        pickupInstitution: listing.place.institution,
        pickupCity: listing.place.city,
        pickupState: listing.place.state,
        // Newest first among equals: a spread of ages, so ties do not follow the file's order.
        createdAt: new Date(now - ((index * 7919) % RELEVANCE_CATALOGUE.length) * 3_600_000),
      })),
    )
    .returning({ id: products.id });
  catalogueChanged(db);
  return new Map(RELEVANCE_CATALOGUE.map((listing, index) => [listing.key, rows[index]?.id ?? -1]));
}

export interface QueryOutcome {
  q: string;
  relevant: string[];
  /** The keys of the first results, best first. */
  top: string[];
  /** 1-based rank of the first relevant listing; undefined when none is in the first page. */
  rank?: number;
}

export interface RelevanceReport {
  outcomes: QueryOutcome[];
  /** Share of queries with a relevant listing in the first three. */
  successAt3: number;
  /** Mean reciprocal rank of the first relevant listing (0 when none in the first page). */
  mrr: number;
  misses: QueryOutcome[];
}

export async function evaluateRelevance(
  db: Database,
  ids: Map<string, number>,
  queries: RelevanceQuery[],
): Promise<RelevanceReport> {
  const keys = new Map([...ids].map(([key, id]) => [id, key]));
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) {
    const { items } = await listProducts(db, { q: query.q, limit: 10, offset: 0 });
    const top = items.map((item) => keys.get(item.id) ?? `#${item.id}`);
    const index = top.findIndex((key) => query.relevant.includes(key));
    outcomes.push({ ...query, top, rank: index === -1 ? undefined : index + 1 });
  }
  const successes = outcomes.filter((outcome) => outcome.rank !== undefined && outcome.rank <= 3);
  const mrr =
    outcomes.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0) / outcomes.length;
  return {
    outcomes,
    successAt3: successes.length / outcomes.length,
    mrr,
    misses: outcomes.filter((outcome) => outcome.rank === undefined || outcome.rank > 3),
  };
}
