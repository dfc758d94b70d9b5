/**
 * `node bench/load/statements.ts`: how many SQL statements a listing's JSON and a listing's guest page send, counted
 * on the benchmark database (BENCH_DATABASE_URL, as `run.ts`) after `npm run build`. Counts do not depend on the
 * machine's load, so they compare two builds on a busy machine (docs/decisions/104-listing-pages-read-once.md).
 *
 * For each of 20 listings of the benchmark's sample: the JSON asked twice (the second is a loaded server's steady
 * state), then the guest page rendered for the first time (its seller's figures already kept, as under load), and
 * the same page once it is kept. `--verbose` prints each statement.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, gt, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema.ts';

const { values: args } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const root = path.resolve(import.meta.dirname, '../..');
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/passiton_bench';

let recording: string[] | undefined;
const database = await openDatabase({
  driver: 'postgres',
  url,
  logger: { logQuery: (text) => recording?.push(text) },
});
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'passiton-bench-statements'),
    WEB_DIR: path.join(root, 'dist/web'),
  }),
  database,
  sessionSecret: 'bench-statements-secret-that-is-long-enough',
});
await app.ready();

/** The statements one GET sends, and its status. */
async function statementsOf(target: string, headers: Record<string, string> = {}) {
  recording = [];
  const response = await app.inject({ method: 'GET', url: target, headers });
  const sent = recording;
  recording = undefined;
  if (response.statusCode !== 200) throw new Error(`GET ${target} answered ${response.statusCode}`);
  return sent;
}

const sample = await database.db
  .select({ id: products.id })
  .from(products)
  .where(and(isNull(products.deletedAt), gt(products.quantity, 0)))
  .orderBy(sql`md5(${products.id}::text)`)
  .limit(20);

const totals = { firstJson: 0, steadyJson: 0, firstPage: 0, keptPage: 0 };
const gzip = { 'accept-encoding': 'gzip' };
for (const { id } of sample) {
  const first = await statementsOf(`/api/products/${id}`);
  const steady = await statementsOf(`/api/products/${id}`);
  const page = await statementsOf(`/product/${id}`, gzip);
  const kept = await statementsOf(`/product/${id}`, gzip);
  totals.firstJson += first.length;
  totals.steadyJson += steady.length;
  totals.firstPage += page.length;
  totals.keptPage += kept.length;
  if (args.verbose) {
    console.log(`listing ${id}`);
    for (const [name, sent] of Object.entries({ first, steady, page })) {
      for (const text of sent) console.log(`  ${name}: ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
  }
}
const per = (total: number) => (total / sample.length).toFixed(1);
console.log(`SQL statements per request, mean of ${sample.length} listings:`);
console.log(`  product detail, first asking:              ${per(totals.firstJson)}`);
console.log(`  product detail, steady state:              ${per(totals.steadyJson)}`);
console.log(`  product page HTML, rendered (seller kept): ${per(totals.firstPage)}`);
console.log(`  product page HTML, kept:                   ${per(totals.keptPage)}`);
await app.close();
await database.close();
