import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAVOURITES } from '../../../domain/contracts/favourites.ts';
import type { Product } from '../../../domain/contracts/products.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, signedInStudent } from '../../test/factories.ts';
import { products } from '../products/products.tables.ts';
import { favourites } from './favourites.tables.ts';

const t = useTestApp();
let sellerId: number;
beforeAll(async () => {
  sellerId = (await createUser(t.database.db)).id;
});

async function student() {
  const { user, call } = await signedInStudent(t.app, t.database.db);
  const saved = async () => ((await call('GET', '/api/favourites')).json() as Product[]).map((p) => p.title);
  return { call, saved, id: user.id };
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

  it('keeps exactly the limit when a student saves many listings at once', async () => {
    const { call, id: userId } = await student();
    // Listings made in one statement: saving the first ones one by one would take the test most of a minute.
    const room = 10;
    const listings = await t.database.db
      .insert(products)
      .values(
        Array.from({ length: MAX_FAVOURITES - room + 60 }, (_, index) => ({
          title: `Lab journal ${index}`,
          description: 'Neatly written, all experiments signed.',
          price: '50.00',
          condition: 'Good',
          category: 'Textbooks',
          quantity: 1,
          sellerId,
        })),
      )
      .returning({ id: products.id });
    const saved = listings.slice(0, MAX_FAVOURITES - room);
    await t.database.db.insert(favourites).values(saved.map(({ id }) => ({ userId, productId: id })));

    const answers = await Promise.all(
      listings.slice(MAX_FAVOURITES - room).map(({ id }) => call('PUT', `/api/favourites/${id}`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(room);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toMatchObject({
      code: 'favourite.limit',
    });
    const [row] = await t.database.db
      .select({ total: count() })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    expect(row?.total).toBe(MAX_FAVOURITES);
  });
});
