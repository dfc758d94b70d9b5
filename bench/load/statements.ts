/**
 * `node bench/load/statements.ts`: how many SQL statements a listing's JSON and a listing's guest page send, counted
 * on the benchmark database (BENCH_DATABASE_URL, as `run.ts`) after `npm run build`. Counts do not depend on the
 * machine's load, so they compare two builds on a busy machine (docs/decisions/104-listing-pages-read-once.md).
 *
 * For each of 20 listings of the benchmark's sample: the JSON asked twice (the second is a loaded server's steady
 * state), then the guest page rendered for the first time (its seller's figures already kept, as under load), and
 * the same page once it is kept. `--verbose` prints each statement. Then the app's CPU time per request: the
 * JSON and the kept page asked 25 times each, and the first renderings above.
 */
import { parseArgs } from 'node:util';
import { and, gt, isNull, sql } from 'drizzle-orm';
import { products } from '../../src/server/db/schema.ts';
import { appInProcess } from './app-in-process.ts';

const { values: args } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/passiton_bench';

let recording: string[] | undefined;
const { app, database } = await appInProcess('bench-statements', { driver: 'postgres', url }, (text) =>
  recording?.push(text),
);

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
let renderCpuMs = 0;
const gzip = { 'accept-encoding': 'gzip' };
for (const { id } of sample) {
  const first = await statementsOf(`/api/products/${id}`);
  const steady = await statementsOf(`/api/products/${id}`);
  const rendering = process.cpuUsage();
  const page = await statementsOf(`/product/${id}`, gzip);
  const { user, system } = process.cpuUsage(rendering);
  renderCpuMs += (user + system) / 1000;
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
/** The app process's CPU time per GET (user + system, ms): less swayed by a busy machine than throughput. */
async function cpuMsPer(targets: string[]): Promise<number> {
  const before = process.cpuUsage();
  for (const target of targets) await app.inject({ method: 'GET', url: target, headers: gzip });
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000 / targets.length;
}
const ids = sample.map(({ id }) => id);
const repeated = (make: (id: number) => string) => Array.from({ length: 25 }, () => ids.map(make)).flat();
const cpu = {
  json: await cpuMsPer(repeated((id) => `/api/products/${id}`)),
  keptPage: await cpuMsPer(repeated((id) => `/product/${id}`)),
};

const per = (total: number) => (total / sample.length).toFixed(1);
console.log(`SQL statements per request, mean of ${sample.length} listings:`);
console.log(`  product detail, first asking:              ${per(totals.firstJson)}`);
console.log(`  product detail, steady state:              ${per(totals.steadyJson)}`);
console.log(`  product page HTML, rendered (seller kept): ${per(totals.firstPage)}`);
console.log(`  product page HTML, kept:                   ${per(totals.keptPage)}`);
console.log(
  `CPU time of the app per request (ms): product detail, steady ${cpu.json.toFixed(2)}; page kept ${cpu.keptPage.toFixed(2)}`,
);
console.log(`  page rendered (seller kept): ${(renderCpuMs / sample.length).toFixed(1)}`);
await app.close();
await database.close();
