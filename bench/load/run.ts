/**
 * `npm run bench`: loads the built server on a 100,000-listing catalogue, on PostgreSQL and on PGlite,
 * beside the two limits every endpoint lives between: the framework ceiling (a constant Fastify route)
 * and the database floor (the endpoint's own SQL, straight at the database, at the same concurrency).
 *
 * Options: --driver postgres|pglite (default both) · --seconds N (measured run, default 10) ·
 * --only <text> (scenarios whose name contains it). BENCH_DATABASE_URL picks the PostgreSQL database
 * (default postgres://postgres@127.0.0.1:5432/passiton_bench, created when missing).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { and, gt, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { readServeCommand } from '../../scripts/serve-command.ts';
import type { DatabaseOptions } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema.ts';
import { generateCatalogue } from '../generate-catalogue.ts';
import { openRecordingDatabase, type RecordingDatabase } from './database-floor.ts';
import { type Measurement, measureHttp } from './http-load.ts';
import { type MemorySummary, missedTargets, printTable, type ResultRow, writeResults } from './report.ts';
import { buildScenarios, type Scenario } from './scenarios.ts';
import { type ServerProcess, sampleMemory, startServer } from './server-process.ts';

const CATALOGUE_SIZE = 100_000;
const CONNECTIONS = [10, 50];
const WARM_UP_SECONDS = 3;
const RSS_LIMIT_MB = 300;
/** After the load, the server must give memory back: below this within `SETTLE_SECONDS`. */
const SETTLED_RSS_LIMIT_MB = 250;
const SETTLE_SECONDS = 60;
const SERVER_PORT = 5091;
const CEILING_PORT = 5092;
const root = path.resolve(import.meta.dirname, '../..');

type Driver = 'postgres' | 'pglite';

const { values: args } = parseArgs({
  options: {
    driver: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const drivers: Driver[] = args.driver ? [args.driver as Driver] : ['postgres', 'pglite'];

async function main(): Promise<void> {
  const serverScript = path.join(root, 'dist/server/main.js');
  if (!existsSync(serverScript)) throw new Error('No built server: run `npm run build` first.');
  const ceiling = await measureFrameworkCeiling();
  let missedAny = false;
  for (const driver of drivers) {
    const { rows, memory } = await benchmarkDriver(driver, serverScript, ceiling);
    printTable(rows);
    printMemory(memory);
    console.log(`Written to ${await writeResults(driver, rows, memory)}`);
    missedAny ||= rows.some(
      (row) => row.driver === 'postgres' && row.connections === 50 && row.missed.length > 0,
    );
    missedAny ||= driver === 'postgres' && memory.missed.length > 0;
  }
  if (missedAny) {
    console.error('Some targets were missed (PostgreSQL, 50 connections): see the target column.');
    process.exitCode = 1;
  }
}

/** The constant route's throughput at each concurrency. */
async function measureFrameworkCeiling(): Promise<Map<number, number>> {
  const server = await startServer(path.join(import.meta.dirname, 'framework-ceiling.ts'), {
    port: CEILING_PORT,
  });
  const ceiling = new Map<number, number>();
  try {
    for (const connections of CONNECTIONS) {
      const load = { paths: ['/constant'], expectedStatus: 200 };
      const result = await measureHttp(server.baseUrl, load, {
        connections,
        seconds,
        warmUpSeconds: WARM_UP_SECONDS,
      });
      ceiling.set(connections, result.requestsPerSecond);
      console.log(`framework ceiling, ${connections} connections: ${result.requestsPerSecond} req/s`);
    }
  } finally {
    await server.stop();
  }
  return ceiling;
}

async function benchmarkDriver(driver: Driver, serverScript: string, ceiling: Map<number, number>) {
  const { databaseOptions, serverEnv, cleanUp } = await prepareDatabase(driver);
  try {
    // The recorder holds the database while it measures the floor; PGlite allows one process at a time,
    // so it is closed before the server opens the same folder.
    const recorder = await openRecordingDatabase(databaseOptions);
    let scenarios: Scenario[];
    let floors: Map<string, Measurement>;
    try {
      await recorder.database.migrate();
      await ensureCatalogue(recorder);
      scenarios = buildScenarios(await sampleCatalogue(recorder)).filter(
        (scenario) => !args.only || scenario.name.includes(args.only),
      );
      floors = await measureDatabaseFloors(driver, recorder, scenarios);
    } finally {
      await recorder.close();
    }
    return await measureServer(driver, serverScript, serverEnv, scenarios, floors, ceiling);
  } finally {
    await cleanUp();
  }
}

async function prepareDatabase(driver: Driver): Promise<{
  databaseOptions: DatabaseOptions;
  serverEnv: Record<string, string>;
  cleanUp: () => Promise<void>;
}> {
  // The server's own files (session secret, uploads) go to a throwaway folder; the catalogue persists.
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'passiton-bench-'));
  const cleanUp = () => rm(scratch, { recursive: true, force: true });
  if (driver === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/passiton_bench';
    await createDatabaseIfMissing(url);
    return {
      databaseOptions: { driver, url, poolSize: 10 },
      serverEnv: { DATABASE_URL: url, DATABASE_POOL_SIZE: '10', DATA_DIR: scratch },
      cleanUp,
    };
  }
  const dataDir = path.join(root, 'data/bench');
  await mkdir(dataDir, { recursive: true });
  return {
    databaseOptions: { driver, dataDir: path.join(dataDir, 'db') },
    serverEnv: { DATA_DIR: dataDir, UPLOAD_DIR: path.join(scratch, 'uploads') },
    cleanUp,
  };
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function ensureCatalogue({ database }: RecordingDatabase): Promise<void> {
  const count = await database.db.$count(products);
  if (count >= CATALOGUE_SIZE) return;
  if (count > 0)
    throw new Error(`The benchmark database holds ${count} listings, not ${CATALOGUE_SIZE}: drop it.`);
  console.log(`Generating ${CATALOGUE_SIZE} listings (once)…`);
  await generateCatalogue(database);
}

/** A thousand listed products, the same ones every run, and the browse page's current ETag. */
async function sampleCatalogue(recorder: RecordingDatabase) {
  const sample = await recorder.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.deletedAt), gt(products.quantity, 0)))
    .orderBy(sql`md5(${products.id}::text)`)
    .limit(1000);
  const productIds = sample.map((row) => row.id);
  const browseEtag = await recorder.etagOf('/api/products');
  return { productIds, browseEtag };
}

async function measureDatabaseFloors(driver: Driver, recorder: RecordingDatabase, scenarios: Scenario[]) {
  const floors = new Map<string, Measurement>();
  for (const scenario of scenarios) {
    const requests = await recorder.recordRequests(scenario.paths, scenario.headers);
    // A page kept whole for guests (the product page) asks the database nothing once kept: no floor to measure.
    if (requests.every((request) => request.length === 0)) {
      console.log(`${driver} database, ${scenario.name}: answered from the server's cache, no SQL`);
      continue;
    }
    for (const connections of CONNECTIONS) {
      const floor = await recorder.replay(requests, { connections, seconds, warmUpSeconds: WARM_UP_SECONDS });
      floors.set(`${scenario.name}/${connections}`, floor);
      console.log(
        `${driver} database, ${scenario.name}, ${connections} connections: ${floor.requestsPerSecond} req/s`,
      );
    }
  }
  return floors;
}

async function measureServer(
  driver: Driver,
  serverScript: string,
  serverEnv: Record<string, string>,
  scenarios: Scenario[],
  floors: Map<string, Measurement>,
  ceiling: Map<number, number>,
): Promise<{ rows: ResultRow[]; memory: MemorySummary }> {
  // The same process `npm run serve` starts: its allocator wrapper and node's flags.
  const { launcher, nodeFlags } = readServeCommand(root);
  const server = await startServer(serverScript, {
    port: SERVER_PORT,
    launcher,
    nodeFlags,
    env: {
      ...serverEnv,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT}`,
      // Reads only: no payment is taken, the PGlite run is the embedded database on purpose, and no e-mail is sent.
      PAYMENTS: 'simulated',
      ALLOW_EMBEDDED_DATABASE: 'true',
      ALLOW_MAIL_FILES: 'true',
      PUSH: 'off',
      CONTACT_EMAIL: 'help@passiton.example',
      CONTACT_PHONE: '+91 80000 00000',
    },
  });
  const rows: ResultRow[] = [];
  const sampler = sampleMemory(server);
  try {
    for (const scenario of scenarios) {
      for (const connections of CONNECTIONS) {
        sampler.takePeakMb();
        const measured = await measureHttp(server.baseUrl, scenario, {
          connections,
          seconds,
          warmUpSeconds: WARM_UP_SECONDS,
        });
        const peakRssMb = Math.max(sampler.takePeakMb(), await server.rssMb());
        const database = floors.get(`${scenario.name}/${connections}`);
        const frameworkCeiling = ceiling.get(connections) ?? 0;
        const limit = Math.min(database?.requestsPerSecond ?? frameworkCeiling, frameworkCeiling);
        const row = {
          driver,
          scenario: scenario.name,
          connections,
          server: { ...measured, peakRssMb },
          database,
          frameworkCeiling,
          fractionOfLimit: measured.requestsPerSecond / limit,
          fractionOfDatabase: database && measured.requestsPerSecond / database.requestsPerSecond,
          // The targets hold for PostgreSQL at 50 connections: zero errors and the memory budget for
          // every scenario, throughput and latency where the scenario names them.
          target: driver === 'postgres' && connections === 50 ? (scenario.target ?? {}) : undefined,
        };
        const { target } = row;
        rows.push({ ...row, missed: target ? missedTargets({ ...row, target }, RSS_LIMIT_MB) : [] });
        console.log(
          `${driver} server, ${scenario.name}, ${connections} connections: ${measured.requestsPerSecond} req/s`,
        );
      }
    }
    return { rows, memory: await settle(server, sampler) };
  } finally {
    await sampler.stop();
    await server.stop();
  }
}

/** The server's memory at the end of the load and a minute later, left idle, with what its caches hold each time. */
async function settle(
  server: ServerProcess,
  sampler: ReturnType<typeof sampleMemory>,
): Promise<MemorySummary> {
  const loaded = await server.memoryReport();
  console.log(`Load over: waiting ${SETTLE_SECONDS} s for the server's memory to settle…`);
  await sleep(SETTLE_SECONDS * 1000);
  const settled = await server.memoryReport();
  const peakMb = Math.max(sampler.peakMb, loaded.rssMb);
  const missed: string[] = [];
  if (peakMb > RSS_LIMIT_MB) missed.push(`peak RSS ${peakMb} MB > ${RSS_LIMIT_MB} MB`);
  if (settled.rssMb > SETTLED_RSS_LIMIT_MB) {
    missed.push(`settled RSS ${settled.rssMb} MB > ${SETTLED_RSS_LIMIT_MB} MB`);
  }
  return { peakMb, settledAfterSeconds: SETTLE_SECONDS, loaded, settled, missed };
}

function printMemory({ peakMb, settled, loaded, missed }: MemorySummary): void {
  console.log(
    `Server memory: peak ${peakMb} MB RSS (budget ${RSS_LIMIT_MB}); at the end of the load ${loaded.rssMb} MB ` +
      `(heap ${loaded.heapUsedMb} used of ${loaded.heapTotalMb}, external ${loaded.externalMb}); ${SETTLE_SECONDS} s later ${settled.rssMb} MB ` +
      `(heap ${settled.heapUsedMb} used of ${settled.heapTotalMb}, external ${settled.externalMb}; budget ${SETTLED_RSS_LIMIT_MB}); ` +
      `allocator ${settled.allocator}`,
  );
  console.log('| cache | entries | KB at the end of the load | KB settled | budget KB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const cache of loaded.caches) {
    const later = settled.caches.find((other) => other.name === cache.name);
    const kb = (bytes: number) => Math.round(bytes / 1024).toLocaleString('en');
    console.log(
      `| ${cache.name} | ${cache.entries} | ${kb(cache.bytes)} | ${kb(later?.bytes ?? 0)} | ${kb(cache.maxBytes)} |`,
    );
  }
  for (const line of missed) console.error(`Missed: ${line}`);
}

await main();
