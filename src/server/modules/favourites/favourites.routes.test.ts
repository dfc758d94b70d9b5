import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/contracts/products.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';

const t = useTestApp();
let sellerId: number;
beforeAll(async () => {
  sellerId = (await createUser(t.database.db)).id;
});

async function student() {
  const user = await createUser(t.database.db);
  const cookie = await loginAs(t.app, user);
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { cookie } });
  const saved = async () => ((await call('GET', '/api/favourites')).json() as Product[]).map((p) => p.title);
  return { call, saved };
}

describe('favourites', () => {
  it('saves listings, lists them last saved first, and forgets them', async () => {
    const { call, saved } = await student();
    const first = await createProduct(t.database.db, sellerId, { title: 'HC Verma Vol 1' });
    const second = await createProduct(t.database.db, sellerId, { title: 'Casio fx-991ES' });

    expect((await call('PUT', `/api/favourites/${first.id}`)).json()).toMatchObject({ message: 'Saved' });
    await call('PUT', `/api/favourites/${second.id}`);
    // Saving again changes nothing, not even the order.
    expect((await call('PUT', `/api/favourites/${first.id}`)).statusCode).toBe(200);
    expect(await saved()).toEqual(['Casio fx-991ES', 'HC Verma Vol 1']);

    expect((await call('DELETE', `/api/favourites/${second.id}`)).json()).toMatchObject({
      message: 'Removed',
    });
    expect((await call('DELETE', `/api/favourites/${second.id}`)).statusCode).toBe(200);
    expect(await saved()).toEqual(['HC Verma Vol 1']);
  });

  it("keeps each student's favourites apart, and drops deleted listings but keeps sold-out ones", async () => {
    const a = await student();
    const b = await student();
    const soldOut = await createProduct(t.database.db, sellerId, { title: 'Sold out', quantity: 0 });
    const deleted = await createProduct(t.database.db, sellerId, { title: 'Deleted' });
    await a.call('PUT', `/api/favourites/${soldOut.id}`);
    await a.call('PUT', `/api/favourites/${deleted.id}`);
    await t.database.db.execute(sql`update products set deleted_at = now() where id = ${deleted.id}`);

    expect(await a.saved()).toEqual(['Sold out']);
    expect(await b.saved()).toEqual([]);
  });

  it('answers 404 for a missing listing, 400 for a bad id and 401 when signed out', async () => {
    const { call } = await student();
    expect((await call('PUT', '/api/favourites/99999999')).json()).toMatchObject({
      message: 'Product not found',
    });
    const bad = await call('PUT', '/api/favourites/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Product id must be a number' });
    expect((await t.app.inject('/api/favourites')).statusCode).toBe(401);
  });
});
