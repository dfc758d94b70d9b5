import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/contracts/products.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, uniqueCity } from '../../test/factories.ts';

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  sellerId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await t.app.inject(`/api/products?${search}`);
  return { response, items: response.json() as Product[], total: Number(response.headers['x-total-count']) };
};
const titles = (items: Product[]) => items.map((item) => item.title);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('browsing', () => {
  it('lists only in-stock, undeleted listings, newest first, with the total in X-Total-Count', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, {
      title: 'Older book',
      pickupCity: city,
      createdAt: daysAgo(3),
    });
    await createProduct(t.database.db, sellerId, {
      title: 'Newer book',
      pickupCity: city,
      createdAt: daysAgo(1),
    });
    await createProduct(t.database.db, sellerId, { title: 'Sold out', pickupCity: city, quantity: 0 });
    await createProduct(t.database.db, sellerId, {
      title: 'Deleted',
      pickupCity: city,
      deletedAt: new Date(),
    });

    const { response, items, total } = await list({ city });
    expect(response.statusCode).toBe(200);
    expect(titles(items)).toEqual(['Newer book', 'Older book']);
    expect(total).toBe(2);
  });

  it('pages with limit and offset while the total stays the whole match', async () => {
    const city = uniqueCity();
    for (let day = 1; day <= 5; day++) {
      await createProduct(t.database.db, sellerId, {
        title: `Page book ${day}`,
        pickupCity: city,
        createdAt: daysAgo(day),
      });
    }
    const first = await list({ city, limit: 2, offset: 0 });
    const third = await list({ city, limit: 2, offset: 4 });
    expect(titles(first.items)).toEqual(['Page book 1', 'Page book 2']);
    expect(titles(third.items)).toEqual(['Page book 5']);
    expect([first.total, third.total]).toEqual([5, 5]);
  });

  it('sorts by price both ways and by popularity (units sold, then rating)', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, {
      title: 'Mid',
      price: '300.00',
      pickupCity: city,
      unitsSold: 2,
    });
    await createProduct(t.database.db, sellerId, {
      title: 'Cheap',
      price: '50.00',
      pickupCity: city,
      unitsSold: 2,
      rating: '4.50',
    });
    await createProduct(t.database.db, sellerId, {
      title: 'Dear',
      price: '1200.00',
      pickupCity: city,
      unitsSold: 7,
    });

    expect(titles((await list({ city, sort: 'price_asc' })).items)).toEqual(['Cheap', 'Mid', 'Dear']);
    expect(titles((await list({ city, sort: 'price_desc' })).items)).toEqual(['Dear', 'Mid', 'Cheap']);
    expect(titles((await list({ city, sort: 'popular' })).items)).toEqual(['Dear', 'Cheap', 'Mid']);
  });

  it('filters by category, condition and price range', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, {
      title: 'Casio fx-991ES',
      category: 'Calculators',
      condition: 'Like New',
      price: '650.00',
      pickupCity: city,
    });
    await createProduct(t.database.db, sellerId, {
      title: 'Old calculator',
      category: 'Calculators',
      condition: 'Fair',
      price: '150.00',
      pickupCity: city,
    });
    await createProduct(t.database.db, sellerId, {
      title: 'HC Verma',
      category: 'Textbooks',
      condition: 'Good',
      price: '300.00',
      pickupCity: city,
    });

    expect(titles((await list({ city, category: 'Calculators' })).items).sort()).toEqual([
      'Casio fx-991ES',
      'Old calculator',
    ]);
    expect(titles((await list({ city, condition: 'Fair' })).items)).toEqual(['Old calculator']);
    expect(titles((await list({ city, minPrice: 200, maxPrice: 500 })).items)).toEqual(['HC Verma']);
  });

  it('ignores empty parameters from a shared link', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, { pickupCity: city });
    const { response, total } = await list({ city, q: '', category: '', sort: '' });
    expect(response.statusCode).toBe(200);
    expect(total).toBe(1);
  });

  it.each([
    [{ limit: 500 }, 'At most 100 products per page'],
    [{ category: 'Pizza' }, 'Choose a category from the list'],
    [{ sort: 'cheapest' }, 'Sort must be newest, price_asc, price_desc or popular'],
    [{ minPrice: 'free' }, 'Minimum price must be a number'],
  ])('refuses %o with a clear message', async (query, message) => {
    const { response } = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers the 30-second poll with 304 and no body when nothing changed', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, { pickupCity: city });
    const first = await t.app.inject(`/api/products?city=${encodeURIComponent(city)}`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: `/api/products?city=${encodeURIComponent(city)}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createProduct(t.database.db, sellerId, { pickupCity: city });
    const changed = await t.app.inject({
      url: `/api/products?city=${encodeURIComponent(city)}`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });
});

describe('searching', () => {
  let city: string;
  beforeAll(async () => {
    city = uniqueCity();
    const seed = [
      {
        title: 'B.S. Grewal Higher Engineering Mathematics',
        description: 'The 44th edition, all chapters intact.',
      },
      {
        title: 'Casio fx-991ES Plus scientific calculator',
        description: 'Works perfectly, new battery.',
        category: 'Calculators',
      },
      {
        title: 'Thermodynamics handwritten notes',
        description: 'Covers entropy and cycles; exam ready mathematics appendix.',
        category: 'Handwritten Notes',
      },
      { title: 'Engineering Mathematics by Ravish Singh', description: 'Solved examples for first year.' },
    ];
    for (const product of seed)
      await createProduct(t.database.db, sellerId, { ...product, pickupCity: city });
  });

  const search = async (q: string) => titles((await list({ city, q })).items);

  it('finds a title by an exact word', async () => {
    expect(await search('Grewal')).toEqual(['B.S. Grewal Higher Engineering Mathematics']);
  });

  it('finds the book despite a typo ("grewel" finds Grewal)', async () => {
    expect(await search('grewel')).toContain('B.S. Grewal Higher Engineering Mathematics');
  });

  it('finds a partial word ("calc" finds the calculator)', async () => {
    expect(await search('calc')).toContain('Casio fx-991ES Plus scientific calculator');
  });

  it('finds words of the description and stems ("solve" matches "Solved")', async () => {
    expect(await search('solve')).toEqual(['Engineering Mathematics by Ravish Singh']);
  });

  it('ranks title matches above a description-only match', async () => {
    const results = await search('mathematics');
    expect(results).toHaveLength(3);
    expect(results.at(-1)).toBe('Thermodynamics handwritten notes');
  });

  it('counts the matches in X-Total-Count', async () => {
    expect((await list({ city, q: 'mathematics', limit: 1 })).total).toBe(3);
  });
});

describe('one listing', () => {
  it("shows the listing with the seller's name but none of their contact details", async () => {
    const seller = await createUser(t.database.db);
    const product = await createProduct(t.database.db, seller.id, {
      sellerWhatsapp: '9876543210',
      sellerContactEmail: 'seller@example.in',
      pickupAddress: '14 Hostel Road',
    });
    const response = await t.app.inject(`/api/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: product.id,
      title: product.title,
      sellerName: seller.username,
      price: '250.00',
    });
    expect(response.body).not.toMatch(/9876543210|seller@example\.in|14 Hostel Road/);
  });

  it('answers 404 with a message for a missing or deleted listing, and 400 for a bad id', async () => {
    const deleted = await createProduct(t.database.db, sellerId, { deletedAt: new Date() });
    expect((await t.app.inject(`/api/products/${deleted.id}`)).json()).toEqual({
      message: 'Product not found',
    });
    expect((await t.app.inject('/api/products/99999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/products/abc')).statusCode).toBe(400);
  });
});

describe('ids past the largest row id', () => {
  it('a listing id beyond the database integer range is bad input (400), not a server error', async () => {
    const response = await t.app.inject('/api/products/2147483648');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Product id is out of range' });
    expect((await t.app.inject('/api/products/2147483647')).statusCode).toBe(404);
  });
});
