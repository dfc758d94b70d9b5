/**
 * Search relevance (docs/decisions/017-student-search.md): loads the labelled catalogue into a fresh in-memory
 * PGlite, runs every query of the relevance set through the real search service, and prints success@3, MRR and
 * each miss. Run: npm run bench:search. With DATABASE_URL set, it runs on that PostgreSQL server instead, in a
 * database of its own that it drops afterwards. With --speed [listings], it times searches over a generated
 * catalogue instead (speed.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { RELEVANCE_CATALOGUE } from '../../src/server/test/relevance/catalogue.ts';
import { evaluateRelevance, loadRelevanceCatalogue } from '../../src/server/test/relevance/evaluate.ts';
import { RELEVANCE_QUERIES } from '../../src/server/test/relevance/queries.ts';
import { searchSpeed } from './speed.ts';

const TARGET_SUCCESS_AT_3 = 0.95;

const keys = new Set(RELEVANCE_CATALOGUE.map((listing) => listing.key));
for (const query of RELEVANCE_QUERIES) {
  for (const key of query.relevant) {
    if (!keys.has(key)) throw new Error(`"${query.q}" names ${key}, which the catalogue does not have`);
  }
}

/** A fresh database: in-memory PGlite, or a new database on the DATABASE_URL server (dropped by `drop`). */
async function freshDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ driver: 'pglite' }), drop: async () => {} };
  const name = `passiton_search_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 }),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const { database, drop } = await freshDatabase();
try {
  await database.migrate();
  const speed = process.argv.indexOf('--speed');
  if (speed === -1) await relevance(database);
  else await searchSpeed(database, Number(process.argv[speed + 1] ?? 100_000) || 100_000);
} finally {
  await database.close();
  await drop();
}

async function relevance(database: DatabaseHandle): Promise<void> {
  const ids = await loadRelevanceCatalogue(database.db);
  const started = performance.now();
  const report = await evaluateRelevance(database.db, ids, RELEVANCE_QUERIES);
  const elapsed = performance.now() - started;

  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  for (const miss of report.misses) {
    const rank = miss.rank ? `rank ${miss.rank}` : 'not in the first 10';
    console.log(
      `MISS  "${miss.q}" → ${rank}; wanted ${miss.relevant.join(' | ')}; got ${miss.top.slice(0, 3).join(', ') || '(nothing)'}`,
    );
  }
  console.log(
    `\n${database.driver}: ${RELEVANCE_QUERIES.length} queries over ${RELEVANCE_CATALOGUE.length} listings: success@3 ${percent(report.successAt3)}, MRR ${report.mrr.toFixed(3)} (${Math.round(elapsed)} ms)`,
  );
  if (report.successAt3 < TARGET_SUCCESS_AT_3) {
    console.log(`Below the target of ${percent(TARGET_SUCCESS_AT_3)} success@3.`);
    process.exitCode = 1;
  }
}
