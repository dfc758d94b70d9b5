/**
 * Saved-search alerts at scale (docs/decisions/019-favourites-and-saved-searches.md): seeds saved searches
 * (default 100,000, 20 per student) in bulk with generate_series, then lists ~50 realistic listings through the
 * real service and matches each as the job does, printing the median and p95 of listing creation and of
 * matching (which includes writing each match's notification and e-mail), and how many searches each matched.
 * PostgreSQL only: a throwaway database on DATABASE_URL's server (default the local one), dropped afterwards.
 * Run: npm run bench:matching [-- --searches 100000 --listings 50]
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { SavedSearchQuery } from '../src/domain/contracts/saved-searches.ts';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { EventBus } from '../src/server/lib/events.ts';
import { registerUser } from '../src/server/modules/auth/auth.service.ts';
import { registerMailHandlers } from '../src/server/modules/mail/index.ts';
import { registerNotificationHandlers } from '../src/server/modules/notifications/index.ts';
import { createListing } from '../src/server/modules/products/listings.service.ts';
import { matchListing, registerSavedSearchHandlers } from '../src/server/modules/saved-searches/index.ts';
import { matchColumns } from '../src/server/modules/saved-searches/saved-search-alerts.ts';
import { RELEVANCE_CATALOGUE } from '../src/server/test/relevance/catalogue.ts';
import { RELEVANCE_QUERIES } from '../src/server/test/relevance/queries.ts';
import { CITIES } from './catalogue-words.ts';

const SEARCHES_PER_STUDENT = 20;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]) || fallback;
}

/** The kinds of search students keep: words and a city mostly, some words alone, some filters alone. */
function templates(): SavedSearchQuery[] {
  const cities = CITIES.map(([city]) => city);
  const shapes: SavedSearchQuery[] = [];
  RELEVANCE_QUERIES.forEach(({ q }, index) => {
    for (const city of cities.slice(0, 6)) shapes.push({ q, city });
    shapes.push({ q });
    shapes.push({ q, maxPrice: 300 + (index % 5) * 100 });
  });
  for (const city of cities) {
    shapes.push({ category: 'Textbooks', city });
    shapes.push({ category: 'Calculators', city, maxPrice: 800 });
  }
  return shapes;
}

async function seed(database: DatabaseHandle, searches: number): Promise<void> {
  const { db } = database;
  const students = Math.ceil(searches / SEARCHES_PER_STUDENT);
  await db.execute(sql`
    insert into users (username, password_hash, email)
    select 'saver' || i, 'not-a-hash', 'saver' || i || '@example.in' from generate_series(1, ${students}::int) as i`);
  // Each distinct search compiled once by the real code, then copied in bulk.
  const rows = [];
  for (const [n, query] of templates().entries()) {
    rows.push({ n, query, key: JSON.stringify(query), ...(await matchColumns(db, query)) });
  }
  await db.execute(sql`
    create temporary table bench_templates as
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(
      n int, query jsonb, key text, "matchQuery" text, "keyTerms" text[], category text, condition text,
      "minPrice" numeric, "maxPrice" numeric, city text, institution text)`);
  await db.execute(sql`
    insert into saved_searches (user_id, query, query_key, compiled, match_query, key_terms, category, condition,
      min_price, max_price, city, institution)
    select first.id + (i - 1) / ${SEARCHES_PER_STUDENT}::int, t.query, t.key || '#' || i, true,
      t."matchQuery"::tsquery, t."keyTerms", t.category, t.condition, t."minPrice", t."maxPrice", t.city,
      t.institution
    from generate_series(1, ${searches}::int) as i
    cross join (select min(id) as id from users where username like 'saver%') as first
    join bench_templates t on t.n = i % ${rows.length}::int`);
  await db.execute(sql`analyze saved_searches`);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

function summary(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${name.padEnd(22)} median ${percentile(sorted, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(sorted, 0.95).toFixed(1).padStart(7)} ms`;
}

async function measure(database: DatabaseHandle, listings: number): Promise<void> {
  const { db } = database;
  const events = new EventBus();
  registerSavedSearchHandlers(events);
  registerNotificationHandlers(events);
  registerMailHandlers(events, {
    publicUrl: 'http://localhost:5000',
    from: 'PassItOn <bench@passiton.local>',
    unsubscribeKey: randomBytes(32),
  });
  const seller = await registerUser(db, new EventBus(), {
    username: 'bench_seller',
    email: 'bench_seller@example.in',
    phone: '9876543210',
    password: 'bench-password',
  });
  const files = { attach: async () => {} };
  const creation: number[] = [];
  const matching: number[] = [];
  const matched: number[] = [];
  for (const listing of RELEVANCE_CATALOGUE.slice(0, listings)) {
    let started = performance.now();
    const created = await createListing(db, events, files, seller, {
      title: listing.title,
      description: listing.description,
      price: listing.price,
      condition: listing.condition,
      category: listing.category,
      quantity: 1,
      pickupInstitution: listing.place.institution,
      pickupCity: listing.place.city,
      pickupState: listing.place.state,
    });
    creation.push(performance.now() - started);
    started = performance.now();
    matched.push(await matchListing(db, events, created.id));
    matching.push(performance.now() - started);
  }
  console.log(summary('create a listing', creation));
  console.log(summary('match it', matching));
  const total = matched.reduce((sum, count) => sum + count, 0);
  console.log(
    `matches per listing: mean ${(total / matched.length).toFixed(1)}, most ${Math.max(...matched)}, none for ${matched.filter((count) => count === 0).length} of ${matched.length}`,
  );
}

const searches = option('searches', 100_000);
const listings = option('listings', 50);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `passiton_matching_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 });
try {
  await database.migrate();
  const started = performance.now();
  await seed(database, searches);
  console.log(
    `${searches.toLocaleString('en-IN')} saved searches seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  await measure(database, listings);
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
