import type { LRUCache } from 'lru-cache';
import type { Page } from '../../../domain/contracts/common.ts';
import type { ProductFacets, ProductListItem, SellerTrust } from '../../../domain/contracts/products.ts';
import type { ChangeChannel } from '../../db/change-channel.ts';
import type { Database } from '../../db/client.ts';
import { approximateBytes, type BoundedCacheOptions, boundedCache } from '../../lib/bounded-cache.ts';
import { SingleFlight } from '../../lib/single-flight.ts';

/*
 * What the catalogue keeps between requests, per database (tests open many), and forgets whenever listings change
 * on any app process (docs/decisions/060-more-than-one-process.md). Each cache says why its lifetime is enough,
 * and each is bounded in bytes (docs/decisions/105-caches-bounded-in-bytes.md).
 */

/** A cache per database, made on first use. */
function perDatabase<Value extends object | number>(options: BoundedCacheOptions<string, Value>) {
  const caches = new WeakMap<Database, LRUCache<string, Value>>();
  return {
    of(db: Database): LRUCache<string, Value> {
      let cache = caches.get(db);
      if (!cache) {
        cache = boundedCache(options);
        caches.set(db, cache);
      }
      return cache;
    },
    forget(db: Database): void {
      caches.get(db)?.clear();
    },
  };
}

const TEN_SECONDS_MS = 10_000;
const MB = 1024 * 1024;

/**
 * How many listings a search matches: counting 100k rows on every poll would dominate browse, and totals change
 * only when listings do. A total is a number beside its key (the filters as JSON, ~100 bytes).
 */
export const listingTotals = perDatabase<number>({
  name: 'listing totals',
  maxBytes: 1 * MB,
  ttlMs: TEN_SECONDS_MS,
});

/**
 * Pages of results, as briefly as totals. Searches follow a long tail (a few asked again and again), so under load
 * most answers come from here: ~35 KB a page of 20 with the JSON body the API writes once and keeps beside it for
 * as long as the page lives (docs/decisions/119-a-kept-page-serialized-once.md), so about 700 pages.
 */
export type ResultPage = Page<ProductListItem>;
export const resultPages = perDatabase<ResultPage>({
  name: 'result pages',
  maxBytes: 24 * MB,
  ttlMs: TEN_SECONDS_MS,
  // Twice its JSON on the heap (`approximateBytes`) and its JSON once more as the body served.
  bytesOf: (page, key) => 1.5 * approximateBytes(page) + approximateBytes(key),
});

/**
 * The result pages being looked up right now, by the same key as `resultPages`. When a popular search's page
 * is missing, the dozens of requests that ask for it in the next milliseconds wait for one lookup instead of each
 * running it: without this, every ten seconds the most asked searches stampeded the pool
 * (docs/decisions/108-every-first-search-quick.md). Forgotten with the catalogue, so a lookup begun before a
 * change is neither shared with later requests nor kept.
 */
const pagesInFlight = new WeakMap<Database, SingleFlight<ResultPage>>();

/**
 * A kept page asked for in its last seconds is looked up again in the background while it is still answered, so
 * a search asked all the time is never missing and nobody waits for it (decision 108); one asked rarely expires.
 */
const REFRESH_IN_LAST_MS = 2_000;

/** The page kept under `key`, or the one being looked up for it, or `find`'s, shared and kept when it comes. */
export function sharedResultPage(
  db: Database,
  key: string,
  find: () => Promise<ResultPage>,
): ResultPage | Promise<ResultPage> {
  const pages = resultPages.of(db);
  const kept = pages.get(key);
  if (kept && pages.getRemainingTTL(key) > REFRESH_IN_LAST_MS) return kept;
  const inFlight = lookupsOf(db);
  const lookUp = () => inFlight.run(key, find, (page) => resultPages.of(db).set(key, page));
  if (kept) {
    // A failed refresh leaves the kept page to expire; the next asking then looks it up and hears the error.
    if (!inFlight.has(key)) lookUp().catch(() => {});
    return kept;
  }
  return lookUp();
}

function lookupsOf(db: Database): SingleFlight<ResultPage> {
  let lookups = pagesInFlight.get(db);
  if (!lookups) {
    lookups = new SingleFlight();
    pagesInFlight.set(db, lookups);
  }
  return lookups;
}

/**
 * Facet counts, kept longer: counting the whole catalogue four ways takes about 200 ms at 100k listings
 * (docs/decisions/017-student-search.md), and a count a minute old still guides a choice.
 */
export const facetCounts = perDatabase<ProductFacets>({
  name: 'facet counts',
  maxBytes: 4 * MB,
  ttlMs: 60_000,
});

/** Which groups of a search no listed product has by words (they are searched by spelling), as briefly as totals. */
export const misspeltGroupIndexes = perDatabase<number[]>({
  name: 'misspelt words',
  maxBytes: 1 * MB,
  ttlMs: TEN_SECONDS_MS,
});

/**
 * What a listing's page says of its seller besides the listing (docs/decisions/104-listing-pages-read-once.md): name
 * and "Verified student" badge, and for the listing's JSON whether they take cash and their rating and deals. Read
 * on every listing's request, it took six statements; kept per seller, a listing is one. As briefly as totals, and
 * forgotten on every process by any change to the catalogue and by the writes that change these facts
 * (`sellerChanged`): only what changes with no write (a suspension running out, a rating shown by its date) can be
 * ten seconds late, and checkout checks afresh what decides anything. ~300 bytes a seller.
 */
export interface SellerBadge {
  name: string;
  verifiedStudent: boolean;
}
export const sellerBadges = perDatabase<SellerBadge>({
  name: 'seller badges',
  maxBytes: 1 * MB,
  ttlMs: TEN_SECONDS_MS,
});

export interface SellerStanding {
  /** Over the limit of unpaid fees of cash sales: buyers pay online (docs/decisions/048). */
  onlineOnly: boolean;
  trust: SellerTrust;
}
export const sellerStandings = perDatabase<SellerStanding>({
  name: 'seller standings',
  maxBytes: 1 * MB,
  ttlMs: TEN_SECONDS_MS,
});

const changeListeners = new WeakMap<Database, Set<() => void>>();

/** Calls `listener` whenever the catalogue changes, on this process or another (a cache of pages that show listings, say). */
export function onCatalogueChange(db: Database, listener: () => void): void {
  const listeners = changeListeners.get(db) ?? new Set();
  listeners.add(listener);
  changeListeners.set(db, listeners);
}

/** Tells the catalogue that listings changed, so totals and facets are counted afresh and pages rendered again. */
export function catalogueChanged(db: Database): void {
  forgetCatalogue(db);
  const shared = sharedCatalogues.get(db);
  shared?.channel.publish(CATALOGUE_CHANNEL).catch(shared.onError);
}

/**
 * Tells the catalogue that what listings' pages say of a seller changed (a rating shown, a deal handed over or
 * refunded, fees paid): as for a change to listings, every process forgets what it kept and renders pages again.
 * Call it once the change is committed.
 */
export function sellerChanged(db: Database): void {
  catalogueChanged(db);
}

function forgetCatalogue(db: Database): void {
  const caches = [
    resultPages,
    listingTotals,
    facetCounts,
    misspeltGroupIndexes,
    sellerBadges,
    sellerStandings,
  ];
  for (const cache of caches) cache.forget(db);
  pagesInFlight.get(db)?.forget();
  for (const listener of changeListeners.get(db) ?? []) listener();
}

const CATALOGUE_CHANNEL = 'passiton_catalogue_changed';
const sharedCatalogues = new WeakMap<Database, { channel: ChangeChannel; onError: (error: Error) => void }>();

/**
 * Makes the catalogue's caches agree across app processes (docs/decisions/060-more-than-one-process.md):
 * this process forgets them when another changes listings, and tells the others of its own changes.
 * `onError` hears of a change that could not be told; the others' caches then expire on their own.
 */
export async function shareCatalogueChanges(
  db: Database,
  channel: ChangeChannel,
  onError: (error: Error) => void,
): Promise<void> {
  if (sharedCatalogues.has(db)) return;
  sharedCatalogues.set(db, { channel, onError });
  await channel.subscribe(CATALOGUE_CHANNEL, () => forgetCatalogue(db));
}

/**
 * A read replica's catalogue caches are forgotten whenever the primary's are (docs/decisions/062-read-replica.md):
 * a write here or on another process clears both, so browsing on the replica does not keep a page from before it.
 */
export function forgetReplicaCatalogueWithPrimary(primary: Database, replica: Database): void {
  onCatalogueChange(primary, () => forgetCatalogue(replica));
}
