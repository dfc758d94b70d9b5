import { randomBytes } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from '../test/build-test-app.ts';
import { createProduct, createUser, loginAs, uniqueCity } from '../test/factories.ts';
import { listingFormFields } from '../test/listing-form.ts';
import { READ_YOUR_WRITES_MS, RECENT_WRITE_COOKIE } from './read-database.ts';

/*
 * DATABASE_READ_URL (docs/decisions/062-read-replica.md), with two throwaway databases on the test server: one
 * stands in for the primary, the other for its replica. Each holds a listing the other lacks, so every answer
 * shows where its read went. PGlite has no replicas: its reads never change.
 */
const testDatabase = inject('testDatabase');
const onPostgres = testDatabase.driver === 'postgres';

const city = uniqueCity();
const titles = {
  primary: 'Signals and Systems, on the primary',
  replica: 'Signals and Systems, on the replica',
};
let admin: pg.Client;
const names = {
  primary: `passiton_primary_${randomBytes(4).toString('hex')}`,
  replica: `passiton_replica_${randomBytes(4).toString('hex')}`,
};
let primary: DatabaseHandle;
let replica: DatabaseHandle;
let t: TestApp;
const listingIds = { primary: 0, replica: 0 };
let replicaSellerId = 0;

const urlOf = (name: string) => {
  const url = new URL(testDatabase.driver === 'postgres' ? testDatabase.url : 'postgres://unused');
  url.pathname = `/${name}`;
  return url.toString();
};

beforeAll(async () => {
  if (!onPostgres) return;
  admin = new pg.Client({ connectionString: testDatabase.url });
  await admin.connect();
  for (const name of Object.values(names)) await admin.query(`CREATE DATABASE ${name}`);
  // The replica gets its schema the way a real one does: from the same migrations, not from the app.
  replica = await openDatabase({ driver: 'postgres', url: urlOf(names.replica), poolSize: 2 });
  await replica.migrate();
  primary = await openDatabase({
    driver: 'postgres',
    url: urlOf(names.primary),
    readUrl: urlOf(names.replica),
    poolSize: 3,
  });
  await primary.migrate();
  for (const where of ['primary', 'replica'] as const) {
    const db = where === 'primary' ? primary.db : replica.db;
    const seller = await createUser(db);
    // The conditions differ too, so the facet counts also show which database answered.
    const condition = where === 'primary' ? 'Good' : 'Fair';
    listingIds[where] = (
      await createProduct(db, seller.id, { title: titles[where], pickupCity: city, condition })
    ).id;
    if (where === 'replica') replicaSellerId = seller.id;
  }
  t = await buildTestApp({}, primary);
});

afterAll(async () => {
  if (!onPostgres) return;
  await t?.close();
  await primary?.close();
  await replica?.close();
  for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** The titles the browse page shows in the test's city, asked with these cookies. */
async function browse(cookie?: string): Promise<string[]> {
  const response = await t.app.inject({
    url: `/api/products?city=${encodeURIComponent(city)}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { title: string }[]).map((item) => item.title);
}

const recentWriteCookie = (until: number) =>
  `${RECENT_WRITE_COOKIE}=${fastifyCookie.sign(String(until), TEST_SESSION_SECRET)}`;

describe.runIf(onPostgres)('a read replica (DATABASE_READ_URL)', () => {
  it('answers browsing, facets and a listing from the replica', async () => {
    expect(await browse()).toEqual([titles.replica]);
    const facets = await t.app.inject(`/api/products/facets?city=${encodeURIComponent(city)}`);
    expect(facets.statusCode).toBe(200);
    expect(facets.json()).toMatchObject({ condition: [{ value: 'Fair', count: 1 }] });
    const onReplica = await t.app.inject(`/api/products/${listingIds.replica}`);
    expect(onReplica.statusCode).toBe(200);
    expect(onReplica.json()).toMatchObject({ title: titles.replica });
  });

  it('writes to the primary, and reads its writer’s next requests there, while others still read the replica', async () => {
    const seller = await createUser(primary.db);
    const session = await loginAs(t.app, seller);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: session },
      payload: listingFormFields(city, {
        title: 'Digital Logic by Morris Mano',
        description: 'Clean copy, no highlighting, bought for last semester.',
        price: '280',
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(
      await primary.db.select({ id: products.id }).from(products).where(eq(products.id, id)),
    ).toHaveLength(1);
    expect(
      await replica.db.select({ id: products.id }).from(products).where(eq(products.id, id)),
    ).toHaveLength(0);

    // The session cookie stays first; the mark of the write comes after it and lasts a few seconds.
    const [sessionCookie, mark] = created.cookies;
    expect(sessionCookie?.name).not.toBe(RECENT_WRITE_COOKIE);
    expect(mark).toMatchObject({
      name: RECENT_WRITE_COOKIE,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: READ_YOUR_WRITES_MS / 1000,
    });
    const writer = `${session}; ${RECENT_WRITE_COOKIE}=${mark?.value}`;
    expect(await browse(writer)).toEqual(['Digital Logic by Morris Mano', titles.primary]);
    const ownListing = await t.app.inject({ url: `/api/products/${id}`, headers: { cookie: writer } });
    expect(ownListing.statusCode).toBe(200);

    // Replication brings the listing; everyone else, the writer's session without the mark included, reads it
    // from the replica, and at once: the write cleared the pages the replica's browsing had kept.
    await createProduct(replica.db, replicaSellerId, {
      title: 'Digital Logic by Morris Mano',
      pickupCity: city,
    });
    expect(await browse()).toEqual(['Digital Logic by Morris Mano', titles.replica]);
    expect(await browse(session)).toEqual(['Digital Logic by Morris Mano', titles.replica]);
  });

  it('sends reads back to the replica once the mark has run out, and ignores a mark it did not sign', async () => {
    expect(await browse(recentWriteCookie(Date.now() + 60_000))).toContain(titles.primary);
    expect(await browse(recentWriteCookie(Date.now() - 1))).not.toContain(titles.primary);
    expect(await browse(`${RECENT_WRITE_COOKIE}=${Date.now() + 60_000}`)).not.toContain(titles.primary);
  });

  it('does not mark reads', async () => {
    const response = await t.app.inject(`/api/products?city=${encodeURIComponent(city)}`);
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain(RECENT_WRITE_COOKIE);
  });
});

describe('without a read replica', () => {
  it('marks no write: every read is on the one database already', async () => {
    const single = await buildTestApp();
    try {
      const refused = await single.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'nobody_here', password: 'not the password' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.cookies.map((cookie) => cookie.name)).not.toContain(RECENT_WRITE_COOKIE);
    } finally {
      await single.close();
    }
  });
});
