/**
 * Search speed (docs/decisions/017-student-search.md): how long the real search service takes for each kind of
 * search over the load benchmark's generated catalogue: plain words, synonyms, codes, a half-typed word, a
 * misspelling, places, and the facet counts. Each is run 15 times with the totals cache cleared, as the first
 * visitor after a change sees it. Run: npm run bench:search -- --speed [listings] (default 100000).
 */
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { catalogueChanged } from '../../src/server/modules/products/catalogue-caches.ts';
import { listFacets, listProducts } from '../../src/server/modules/products/products.service.ts';
import { generateCatalogue } from '../generate-catalogue.ts';

const RUNS = 15;

const SEARCHES: [kind: string, q: string | undefined][] = [
  ['browse, no search', undefined],
  ['one word', 'physics'],
  ['two words', 'engineering mathematics'],
  ['author', 'grewal'],
  ['initials', 'h.c. verma'],
  ['synonyms', 'previous year papers'],
  ['short form', 'maths notes sem 3'],
  ['model number', 'casio fx 991'],
  ['half-typed', 'calc'],
  ['misspelt alone', 'grewel'],
  ['misspelt among words', 'engineering mathematcs grewal'],
  ['place', 'notes pune'],
];

async function time(
  run: () => Promise<unknown>,
  db: DatabaseHandle['db'],
): Promise<{ median: number; p90: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    catalogueChanged(db);
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)] ?? 0, p90: times[Math.floor(RUNS * 0.9)] ?? 0 };
}

export async function searchSpeed(database: DatabaseHandle, listings: number): Promise<void> {
  const started = performance.now();
  await generateCatalogue(database, { listings, sellers: Math.max(10, Math.round(listings / 50)) });
  console.log(
    `${database.driver}: ${listings} listings generated in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  const { db } = database;
  const row = (name: string, total: number | string, { median, p90 }: { median: number; p90: number }) =>
    console.log(
      `${name.padEnd(44)} ${String(total).padStart(7)}  ${median.toFixed(1).padStart(7)} ms  ${p90.toFixed(1).padStart(7)} ms`,
    );
  console.log(
    `${'search'.padEnd(44)} ${'matches'.padStart(7)}  ${'median'.padStart(10)}  ${'p90'.padStart(10)}`,
  );
  for (const [kind, q] of SEARCHES) {
    let total = 0;
    const timing = await time(async () => {
      total = (await listProducts(db, { q, limit: 24, offset: 0 })).total;
    }, db);
    row(`${kind}${q ? ` "${q}"` : ''}`, total, timing);
  }
  for (const q of [undefined, 'physics']) {
    row(`facets${q ? ` "${q}"` : ', no search'}`, '', await time(() => listFacets(db, { q }), db));
  }
}
