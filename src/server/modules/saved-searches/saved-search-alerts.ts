import { asc, eq, not, sql } from 'drizzle-orm';
import type { SavedSearchQuery } from '../../../domain/contracts/saved-searches.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { DomainEvents, EventBus } from '../../lib/events.ts';
import {
  compileSearchForMatching,
  findListingToMatch,
  type ListingToMatch,
  listingKeyTerms,
} from '../products/index.ts';
import { savedSearches, savedSearchMatches, savedSearchPendingListings } from './saved-searches.tables.ts';

/*
 * "Tell me when it's listed" (docs/decisions/019-favourites-and-saved-searches.md). A listing that goes live is
 * marked pending in its own transaction; the matching job, after that commit, tests it against every saved
 * search in one statement and announces the new matches (`saved_search.matched`: a notification and an e-mail
 * each), recording them and removing the mark in one transaction.
 */

/** The columns a saved search is matched by, compiled from its query as search compiles it. */
export async function matchColumns(db: Database | Transaction, query: SavedSearchQuery) {
  const words = query.q ? await compileSearchForMatching(db, query.q) : undefined;
  return {
    compiled: true,
    matchQuery: words?.tsquery ?? null,
    keyTerms: words?.keyTerms ?? null,
    category: query.category ?? null,
    condition: query.condition ?? null,
    minPrice: query.minPrice?.toFixed(2) ?? null,
    // Free only is a price of at most nothing (docs/decisions/093-free-listings.md).
    maxPrice: query.free ? '0.00' : (query.maxPrice?.toFixed(2) ?? null),
    city: query.city?.trim().toLowerCase() ?? null,
    institution: query.institution?.trim().toLowerCase() ?? null,
  };
}

/** Saved searches run this many at a time when their columns are filled afresh. */
const COMPILE_BATCH = 200;

/** Fills the match columns of searches kept before alerts existed (or reset after the synonyms changed). */
async function compileWaitingSearches(db: Database): Promise<void> {
  const waiting = await db
    .select({ id: savedSearches.id, query: savedSearches.query })
    .from(savedSearches)
    .where(not(savedSearches.compiled))
    .limit(COMPILE_BATCH);
  for (const search of waiting) {
    await db
      .update(savedSearches)
      .set(await matchColumns(db, search.query))
      .where(eq(savedSearches.id, search.id));
  }
}

type Match = DomainEvents['saved_search.matched']['students'][number];

/**
 * The saved searches the listing matches and was not matched to before, recorded as matched; one statement.
 * The GIN index over each search's key words finds the candidates (the listing's words and every beginning of
 * them, for prefixes); only those are tested with the whole tsquery and the filters. A search never matches
 * its owner's own listing.
 */
async function recordMatches(tx: Transaction, listing: ListingToMatch): Promise<Match[]> {
  const s = savedSearches;
  const vector = sql`${listing.vector}::tsvector`;
  const result = (await tx.execute(sql`
    with candidates as (
      select ${s.id} as id from ${s}
      where ${s.compiled} and ${s.keyTerms} && ${listingKeyTerms(listing)}
      union all
      select ${s.id} from ${s} where ${s.compiled} and ${s.keyTerms} is null
    ),
    matched as (
      select ${s.id} as id, ${s.userId} as user_id, ${s.query} as query
      from ${s} join candidates on candidates.id = ${s.id}
      where ${s.userId} <> ${listing.sellerId}
        and (${s.matchQuery} is null or ${vector} @@ ${s.matchQuery})
        and (${s.category} is null or ${s.category} = ${listing.category})
        and (${s.condition} is null or ${s.condition} = ${listing.condition})
        and (${s.minPrice} is null or ${s.minPrice} <= ${listing.price}::numeric)
        and (${s.maxPrice} is null or ${s.maxPrice} >= ${listing.price}::numeric)
        and (${s.city} is null or ${s.city} = ${listing.city})
        and (${s.institution} is null or ${s.institution} = ${listing.institution})
    ),
    inserted as (
      insert into ${savedSearchMatches} (saved_search_id, product_id)
      select id, ${listing.id} from matched
      on conflict do nothing
      returning saved_search_id
    )
    select matched.id, matched.user_id, matched.query
    from matched join inserted on inserted.saved_search_id = matched.id
    order by matched.id
  `)) as unknown as { rows: { id: number; user_id: number; query: SavedSearchQuery }[] };
  return result.rows.map((row) => ({ savedSearchId: row.id, userId: row.user_id, search: row.query }));
}

/**
 * Matches one pending listing, if it is still pending and no other process is matching it: records its new
 * matches, announces them once per student (a student with two matching searches hears once), and clears the
 * mark, all in one transaction. A listing no longer live (deleted or sold out meanwhile) matches nothing.
 * Returns how many saved searches it matched.
 */
export async function matchListing(db: Database, events: EventBus, productId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ productId: savedSearchPendingListings.productId })
      .from(savedSearchPendingListings)
      .where(eq(savedSearchPendingListings.productId, productId))
      .for('update', { skipLocked: true });
    if (!pending) return 0;
    const listing = await findListingToMatch(tx, productId);
    const matches = listing ? await recordMatches(tx, listing) : [];
    const firstPerStudent = new Map<number, Match>();
    for (const match of matches)
      if (!firstPerStudent.has(match.userId)) firstPerStudent.set(match.userId, match);
    if (listing && firstPerStudent.size > 0) {
      const { title, price } = listing;
      const students = [...firstPerStudent.values()];
      await events.emit('saved_search.matched', { productId, title, price, students }, tx);
    }
    await tx.delete(savedSearchPendingListings).where(eq(savedSearchPendingListings.productId, productId));
    return matches.length;
  });
}

/** Listings one run matches at most; the rest wait for the next run. */
const LISTINGS_PER_RUN = 100;

/** One run of the matching job: fills waiting searches' columns, then matches pending listings, oldest first. */
export async function matchPendingListings(
  db: Database,
  events: EventBus,
): Promise<{ listings: number; matches: number }> {
  await compileWaitingSearches(db);
  const pending = await db
    .select({ productId: savedSearchPendingListings.productId })
    .from(savedSearchPendingListings)
    .orderBy(asc(savedSearchPendingListings.createdAt))
    .limit(LISTINGS_PER_RUN);
  let matches = 0;
  for (const { productId } of pending) matches += await matchListing(db, events, productId);
  return { listings: pending.length, matches };
}
