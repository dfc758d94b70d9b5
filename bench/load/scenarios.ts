import type { HttpLoad } from './http-load.ts';
import { zipfSearchPaths } from './search-mix.ts';

/** The targets, checked on PostgreSQL at 50 connections. */
export interface Target {
  minRequestsPerSecond?: number;
  /** Throughput as a fraction of the database's own for the same SQL. */
  minFractionOfDatabase?: number;
  maxP99Ms?: number;
}

export interface Scenario extends HttpLoad {
  name: string;
  target?: Target;
}

/** What the scenarios are built from: real listings of the benchmark catalogue. */
export interface CatalogueSample {
  productIds: number[];
  /** The ETag of the browse page, as a polling browser holds it. */
  browseEtag: string;
}

const BROWSE = '/api/products';
const SEARCH_BROAD = '/api/products?q=mathematics';
const SEARCH_TWO_WORDS = '/api/products?q=organic%20chemistry';
const SEARCH_FILTERED = '/api/products?q=physics&category=Textbooks&condition=Good&maxPrice=500';
const SEARCH_TARGET: Target = { minRequestsPerSecond: 480, minFractionOfDatabase: 0.7, maxP99Ms: 150 };

/** Every read a buyer's browser makes, as autocannon loads. */
export function buildScenarios({ productIds, browseEtag }: CatalogueSample): Scenario[] {
  const detailPaths = productIds.map((id) => `/api/products/${id}`);
  const ratingPaths = productIds.map((id) => `/api/products/${id}/rating`);
  return [
    {
      name: 'browse, first page',
      paths: [BROWSE],
      expectedStatus: 200,
      target: { minRequestsPerSecond: 1000 },
    },
    { name: 'search "mathematics"', paths: [SEARCH_BROAD], expectedStatus: 200, target: SEARCH_TARGET },
    {
      name: 'search "organic chemistry"',
      paths: [SEARCH_TWO_WORDS],
      expectedStatus: 200,
      target: SEARCH_TARGET,
    },
    { name: 'filtered search', paths: [SEARCH_FILTERED], expectedStatus: 200, target: SEARCH_TARGET },
    {
      // A search log's mix: over 1,000 different searches, a few asked very often and most rarely (Zipf).
      name: 'search mix (Zipf)',
      paths: zipfSearchPaths(),
      expectedStatus: 200,
      target: { minFractionOfDatabase: 0.8, maxP99Ms: 150 },
    },
    {
      name: 'product detail',
      paths: detailPaths,
      expectedStatus: 200,
      target: { minRequestsPerSecond: 3000 },
    },
    {
      // The listing's page as a guest's browser first asks for it: HTML rendered on the server with its data,
      // compressed as every browser accepts.
      name: 'product page HTML',
      paths: productIds.map((id) => `/product/${id}`),
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      expectedStatus: 200,
      target: { minRequestsPerSecond: 1000 },
    },
    { name: 'product rating', paths: ratingPaths, expectedStatus: 200 },
    {
      name: '30-s poll, unchanged',
      paths: [BROWSE],
      headers: { 'if-none-match': browseEtag },
      expectedStatus: 304,
    },
    { name: 'mixed reads', paths: mixedReads(detailPaths, ratingPaths), expectedStatus: 200 },
  ];
}

/**
 * A visitor's blend: mostly product pages and browsing, some searching. Interleaved so that every
 * stretch of the cycle has the same blend.
 */
function mixedReads(detailPaths: string[], ratingPaths: string[]): string[] {
  const browsing = [
    BROWSE,
    `${BROWSE}?category=Textbooks`,
    `${BROWSE}?sort=price_asc`,
    `${BROWSE}?offset=20`,
  ];
  const searching = [SEARCH_BROAD, SEARCH_TWO_WORDS, SEARCH_FILTERED];
  const paths: string[] = [];
  for (let i = 0; i < 100; i++) {
    paths.push(detailPaths[i % detailPaths.length] as string, ratingPaths[i % ratingPaths.length] as string);
    paths.push(browsing[i % browsing.length] as string);
    if (i % 2 === 0) paths.push(searching[(i / 2) % searching.length] as string);
  }
  return paths;
}
