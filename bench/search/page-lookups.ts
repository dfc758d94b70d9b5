/**
 * How often the search mix looks up the same result page (issue 29, docs/decisions/108-every-first-search-quick.md):
 * the mix is asked through the app in this process by 50 askers at once, 3 s to warm up and then 10 s counted, and
 * every page query the database receives is counted by its parameters (the search's words, filters and page).
 * Pages are kept 10 s, so a search should be looked up about once in the counted seconds however often it is
 * asked; more means requests ran the same query side by side. A count, not a time: it holds on a busy machine.
 * Run: DATABASE_URL=postgres://… node bench/search/page-lookups.ts [--seconds N] (a catalogue from
 * bench/generate-catalogue.ts).
 */
import { appInProcess } from '../load/app-in-process.ts';
import { zipfSearchPaths } from '../load/search-mix.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database with a generated catalogue.');
const secondsAt = process.argv.indexOf('--seconds');
const seconds = secondsAt > 0 ? Number(process.argv[secondsAt + 1]) : 10;

// A search's page: the first asking's numbered matches (decision 106), or the page alone once its total is kept.
const PAGE_QUERY = /^(with "matches"|select "id", "title")/;
let counting = false;
const lookups = new Map<string, number>();
const { app, database } = await appInProcess(
  'page-lookups',
  { driver: 'postgres', url, poolSize: 10 },
  (text, params) => {
    if (!counting || !PAGE_QUERY.test(text)) return;
    const key = JSON.stringify(params);
    lookups.set(key, (lookups.get(key) ?? 0) + 1);
  },
);

const paths = zipfSearchPaths();
let next = 0;
let requests = 0;
const asked = new Set<string>();
async function ask(forSeconds: number): Promise<void> {
  const end = Date.now() + forSeconds * 1000;
  const asker = async () => {
    while (Date.now() < end) {
      const searchPath = paths[next++ % paths.length] as string;
      const response = await app.inject({ method: 'GET', url: searchPath });
      if (response.statusCode !== 200) throw new Error(`GET ${searchPath} answered ${response.statusCode}`);
      if (counting) {
        requests += 1;
        asked.add(searchPath);
      }
    }
  };
  await Promise.all(Array.from({ length: 50 }, asker));
}

await ask(3);
counting = true;
await ask(seconds);
counting = false;

const counts = [...lookups.values()];
const total = counts.reduce((sum, count) => sum + count, 0);
console.log(
  `${requests} requests of ${asked.size} searches in ${seconds} s: ${total} page queries for ${lookups.size} pages; ` +
    `the same page looked up at most ${Math.max(0, ...counts)} times, ${counts.filter((count) => count > 1).length} pages more than once`,
);
for (const [key, count] of [...lookups.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
  console.log(`${count} × ${key.slice(0, 100)}`);
}
await app.close();
await database.close();
