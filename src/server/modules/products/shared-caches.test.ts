import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { SellerListing } from '../../../domain/contracts/listings.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, uniqueCity } from '../../test/factories.ts';
import { listingFormFields } from '../../test/listing-form.ts';
import { onCatalogueChange } from './index.ts';

/*
 * Two app processes on one PostgreSQL database: each has its own pool and its own caches, as two processes
 * behind a load balancer would (docs/decisions/060-more-than-one-process.md). PGlite is one process, whose
 * own writes already clear its caches (products.routes.test.ts).
 */
const onPostgres = inject('testDatabase').driver === 'postgres';

let writer: TestApp;
let reader: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  writer = await buildTestApp({}, await openTestDatabase());
  reader = await buildTestApp({}, await openTestDatabase());
});
afterAll(async () => {
  for (const t of [writer, reader]) {
    await t?.close();
    await t?.database.close();
  }
});

const totalIn = async (t: TestApp, city: string) =>
  Number((await t.app.inject(`/api/products?city=${encodeURIComponent(city)}`)).headers['x-total-count']);

describe.runIf(onPostgres)('caches on another app process', () => {
  it('count a listing created on one process in the listing totals of the other within a second', async () => {
    const city = uniqueCity();
    const seller = await createUser(writer.database.db);
    const cookie = await loginAs(writer.app, seller);
    // The reader caches the total, as it does for every browse page.
    expect(await totalIn(reader, city)).toBe(0);
    const guestPagesCleared = vi.fn();
    onCatalogueChange(reader.database.db, guestPagesCleared);

    const created = await writer.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie },
      payload: listingFormFields(city),
    });
    expect(created.statusCode).toBe(201);
    expect((created.json() as SellerListing).pickupCity).toBe(city);

    await vi.waitFor(async () => expect(await totalIn(reader, city)).toBe(1), {
      timeout: 1000,
      interval: 50,
    });
    // What clears the reader's cached guest pages (the home and browse pages) was told too.
    expect(guestPagesCleared).toHaveBeenCalled();
  });
});
