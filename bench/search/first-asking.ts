/**
 * What a search costs the database the first time it is asked (issue 29): every catalogue cache is forgotten, the
 * search is asked once through the app with its SQL recorded, and each statement is run again under
 * `EXPLAIN (ANALYZE, BUFFERS)`. Prints the database time of a sample of the search mix (the most asked and
 * a spread of the long tail) and the median, p90 and worst over all of its searches.
 * Run: DATABASE_URL=postgres://… node bench/search/first-asking.ts [--all | --only <path>] (a catalogue from
 * bench/generate-catalogue.ts); --only prints each statement with its time.
 */
import { catalogueChanged } from '../../src/server/modules/products/index.ts';
import { appInProcess } from '../load/app-in-process.ts';
import { zipfSearchPaths } from '../load/search-mix.ts';

interface Statement {
  text: string;
  params: unknown[];
}

interface Connection {
  query(text: string, params: unknown[]): Promise<{ rows: { 'QUERY PLAN': unknown }[] }>;
  release(): void;
}

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database with a generated catalogue.');

let recording: Statement[] | undefined;
const { app, database } = await appInProcess(
  'first-asking',
  { driver: 'postgres', url, poolSize: 2 },
  (text, params) => recording?.push({ text, params }),
);
const pool = (database.db as unknown as { $client: { connect(): Promise<Connection> } }).$client;

/**
 * The milliseconds the database spent on a query, as EXPLAIN ANALYZE counts them (planning included). Other
 * statements (a search by spelling runs in a transaction with `set local`) run as they are, on one connection.
 */
async function databaseMs(client: Connection, statement: Statement): Promise<number> {
  if (!/^\s*(select|with)\b/i.test(statement.text)) {
    await client.query(statement.text, statement.params);
    return 0;
  }
  const result = await client.query(
    `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`,
    statement.params,
  );
  const plans = (result.rows[0]?.['QUERY PLAN'] ?? []) as {
    'Execution Time': number;
    'Planning Time': number;
  }[];
  const [plan] = plans;
  return (plan?.['Execution Time'] ?? 0) + (plan?.['Planning Time'] ?? 0);
}

async function firstAsking(searchPath: string): Promise<{ ms: number; statements: number; total: string }> {
  catalogueChanged(database.db);
  recording = [];
  const response = await app.inject({ method: 'GET', url: searchPath });
  const statements = recording;
  recording = undefined;
  if (response.statusCode !== 200) throw new Error(`GET ${searchPath} answered ${response.statusCode}`);
  let ms = 0;
  const client = await pool.connect();
  try {
    for (const statement of statements) {
      const statementMs = await databaseMs(client, statement);
      if (only) console.log(`${statementMs.toFixed(1)} ms: ${statement.text.slice(0, 300)}`);
      ms += statementMs;
    }
  } finally {
    client.release();
  }
  return { ms, statements: statements.length, total: String(response.headers['x-total-count']) };
}

const draws = zipfSearchPaths();
const distinct = [...new Set(draws)];
const askedTimes = new Map<string, number>();
for (const draw of draws) askedTimes.set(draw, (askedTimes.get(draw) ?? 0) + 1);
const byRank = [...distinct].sort((a, b) => (askedTimes.get(b) ?? 0) - (askedTimes.get(a) ?? 0));
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
const sample = only
  ? [only]
  : process.argv.includes('--all')
    ? byRank
    : [...byRank.slice(0, 10), ...byRank.filter((_path, index) => index >= 10 && index % 60 === 0)];

const timings: number[] = [];
console.log('| search | asked | matches | statements | database ms |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const searchPath of sample) {
  const { ms, statements, total } = await firstAsking(searchPath);
  timings.push(ms);
  const query = decodeURIComponent(searchPath.replace('/api/products?', '')).replaceAll('+', ' ');
  console.log(`| ${query} | ${askedTimes.get(searchPath)} | ${total} | ${statements} | ${ms.toFixed(1)} |`);
}
const sorted = [...timings].sort((a, b) => a - b);
const at = (fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
console.log(
  `${sorted.length} searches: median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, worst ${at(1).toFixed(1)} ms`,
);
await app.close();
await database.close();
