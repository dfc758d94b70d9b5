import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductFacets, ProductListItem } from '../../../domain/contracts/products.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, uniqueCity } from '../../test/factories.ts';
import { users } from '../auth/auth.tables.ts';

const t = useTestApp();
let sellerId: number;
beforeAll(async () => {
  sellerId = (await createUser(t.database.db)).id;
});

const list = async (query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await t.app.inject(`/api/products?${search}`);
  return {
    response,
    items: response.json() as ProductListItem[],
    total: Number(response.headers['x-total-count']),
  };
};
const titles = (items: ProductListItem[]) => items.map((item) => item.title);
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
    expect(response.json()).toMatchObject({ message });
  });

  it('answers the 30-second poll with 304 and no body when nothing changed', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, { pickupCity: city });
    const first = await t.app.inject(`/api/products?city=${encodeURIComponent(city)}`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const kept = await t.app.inject(`/api/products?city=${encodeURIComponent(city)}`);
    expect(kept.headers.etag).toBe(etag);
    expect(kept.body).toBe(first.body);
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

  it('counts the matches of every page, the last short one and one past the end too', async () => {
    const pages = await Promise.all(
      [0, 2, 3, 4].map(async (offset) => {
        const { items, total } = await list({ city, q: 'mathematics', limit: 2, offset });
        return [items.length, total];
      }),
    );
    expect(pages).toEqual([
      [2, 3],
      [1, 3],
      [0, 3],
      [0, 3],
    ]);
  });

  it('counts what a search by spelling finds, and a misspelt word found nowhere as none', async () => {
    expect(await list({ city, q: 'grewel mathematics' })).toMatchObject({ total: 1 });
    expect(await list({ city, q: 'grewel mathematics', limit: 1 })).toMatchObject({ total: 1 });
    expect(await list({ city, q: 'grewel mathematics', offset: 1 })).toMatchObject({ items: [], total: 1 });
    expect(await list({ city, q: 'qxzvbn mathematics' })).toMatchObject({ items: [], total: 0 });
  });

  it('answers no listing, on any page, for words that are each listed but never together', async () => {
    for (const offset of [0, 20, 0]) {
      expect(await list({ city, q: 'grewal thermodynamics', offset })).toMatchObject({ items: [], total: 0 });
    }
  });
});

/** A word no other test's listing has: scopes a search (and its facets) to this test's listings. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

describe('searching the way students type (decision 017)', () => {
  it('matches the pickup city and institution, with their other names', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, {
      title: 'PH107 lecture notes',
      pickupInstitution: 'IIT Bombay',
      pickupCity: city,
    });
    await createProduct(t.database.db, sellerId, { title: 'Quantum notes', pickupCity: city });
    const search = async (q: string) => titles((await list({ city, q })).items);
    expect(await search('iit bombay notes')).toEqual(['PH107 lecture notes']);
    expect(await search('iitb')).toEqual(['PH107 lecture notes']);
    expect(await search('ph 107')).toEqual(['PH107 lecture notes']);
  });

  it('finds model numbers typed with or without hyphens and spaces, and short forms', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, { title: 'Casio fx-991MS', pickupCity: city });
    await createProduct(t.database.db, sellerId, { title: 'Casio fx-82MS', pickupCity: city });
    await createProduct(t.database.db, sellerId, {
      title: 'Maths previous year papers, class XII',
      pickupCity: city,
    });
    const search = async (q: string) => titles((await list({ city, q })).items);
    expect(await search('fx991')).toEqual(['Casio fx-991MS']);
    expect(await search('fx 991 ms')).toEqual(['Casio fx-991MS']);
    expect(await search('mathematics pyq class 12')).toEqual(['Maths previous year papers, class XII']);
  });

  it('still finds a listing when one word of the search is misspelt', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, {
      title: 'Operating System Concepts by Galvin',
      pickupCity: city,
    });
    expect(titles((await list({ city, q: 'galvin operating sytem' })).items)).toEqual([
      'Operating System Concepts by Galvin',
    ]);
  });

  it('answers an empty page for a search with nothing to search by, or that matches nothing', async () => {
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, { pickupCity: city });
    // Words the search cannot use (punctuation, emoji, stop words only) find nothing, not every listing (issue 33).
    for (const q of ['!!!', '🙂 🙂', 'the of']) {
      const unsearchable = await list({ city, q });
      expect([unsearchable.items, unsearchable.total], q).toEqual([[], 0]);
    }
    const none = await list({ city, q: uniqueWord() });
    expect(none.response.statusCode).toBe(200);
    expect([none.items, none.total]).toEqual([[], 0]);
  });

  it('searches Hindi words, and finds English listings by the Hindi for their words', async () => {
    const city = uniqueCity();
    const listing = (title: string) => createProduct(t.database.db, sellerId, { title, pickupCity: city });
    await listing('Casio fx-991ES Plus scientific calculator');
    await listing('H.C. Verma Concepts of Physics Vol 1');
    await listing('भौतिकी कक्षा 11 की किताब (एनसीईआरटी)');
    await createProduct(t.database.db, sellerId, {
      title: 'Organic chemistry notes',
      description: 'सभी अध्याय पूरे हैं, हाथ से लिखे हुए।',
      pickupCity: city,
    });
    const search = async (q: string) => titles((await list({ city, q })).items).sort();
    expect(await search('कैलकुलेटर')).toEqual(['Casio fx-991ES Plus scientific calculator']);
    expect(await search('एच सी वर्मा')).toEqual(['H.C. Verma Concepts of Physics Vol 1']);
    expect(await search('भौतिकी')).toEqual([
      'H.C. Verma Concepts of Physics Vol 1',
      'भौतिकी कक्षा 11 की किताब (एनसीईआरटी)',
    ]);
    expect(await search('ncert')).toEqual(['भौतिकी कक्षा 11 की किताब (एनसीईआरटी)']);
    expect(await search('रसायन विज्ञान नोट्स')).toEqual(['Organic chemistry notes']);
    expect(await search('अध्याय')).toEqual(['Organic chemistry notes']);
  });
});

describe('filtering by city and institution', () => {
  it('keeps the listings of one institution, ignoring case, alone or with a city', async () => {
    const institution = `Testpur College ${randomBytes(3).toString('hex')}`;
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, {
      title: 'At the college',
      pickupInstitution: institution,
      pickupCity: city,
    });
    await createProduct(t.database.db, sellerId, {
      title: 'Same college, other city',
      pickupInstitution: institution,
      pickupCity: uniqueCity(),
    });
    await createProduct(t.database.db, sellerId, { title: 'Elsewhere in the city', pickupCity: city });

    const byInstitution = await list({ institution: institution.toUpperCase(), sort: 'newest' });
    expect(titles(byInstitution.items).sort()).toEqual(['At the college', 'Same college, other city']);
    expect(titles((await list({ institution, city })).items)).toEqual(['At the college']);
  });

  it('refuses an institution name that is too long, with a clear message', async () => {
    const { response } = await list({ institution: 'x'.repeat(121) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Institution must be at most 120 characters' });
  });
});

describe('facets', () => {
  const facets = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await t.app.inject(`/api/products/facets?${search}`);
    return { response, facets: response.json() as ProductFacets };
  };

  it('counts the search by category, condition, city and institution, each leaving out its own filter', async () => {
    const word = uniqueWord();
    const listing = (overrides: Parameters<typeof createProduct>[2]) =>
      createProduct(t.database.db, sellerId, { title: `Notes ${word}`, ...overrides });
    await listing({
      category: 'Textbooks',
      condition: 'Good',
      pickupCity: 'Pune',
      pickupInstitution: 'COEP',
    });
    await listing({
      category: 'Textbooks',
      condition: 'Fair',
      pickupCity: 'pune ',
      pickupInstitution: 'coep',
    });
    await listing({
      category: 'Calculators',
      condition: 'Good',
      pickupCity: 'Mumbai',
      pickupInstitution: null,
    });
    await listing({ category: 'Calculators', condition: 'Good', pickupCity: 'Mumbai', quantity: 0 });

    const all = await facets({ q: word });
    expect(all.response.statusCode).toBe(200);
    expect(all.response.headers['cache-control']).toBe('no-cache');
    expect(all.facets).toEqual({
      category: [
        { value: 'Textbooks', count: 2 },
        { value: 'Calculators', count: 1 },
      ],
      condition: [
        { value: 'Good', count: 2 },
        { value: 'Fair', count: 1 },
      ],
      city: [
        { value: 'Pune', count: 2 },
        { value: 'Mumbai', count: 1 },
      ],
      institution: [{ value: 'COEP', count: 2 }],
      free: 0,
    });

    const textbooksInPune = await facets({ q: word, category: 'Textbooks', city: 'pune' });
    // The category facet ignores the category filter (choosing Calculators would show none in Pune)...
    expect(textbooksInPune.facets.category).toEqual([{ value: 'Textbooks', count: 2 }]);
    // ...and the city facet ignores the city filter: Mumbai has no textbooks.
    expect(textbooksInPune.facets.city).toEqual([{ value: 'Pune', count: 2 }]);
    expect(textbooksInPune.facets.condition).toEqual([
      { value: 'Fair', count: 1 },
      { value: 'Good', count: 1 },
    ]);
  });

  it('answers empty counts when nothing matches', async () => {
    const { response, facets: empty } = await facets({ q: uniqueWord() });
    expect(response.statusCode).toBe(200);
    expect(empty).toEqual({ category: [], condition: [], city: [], institution: [], free: 0 });
  });

  it.each([
    [{ category: 'Pizza' }, 'Choose a category from the list'],
    [{ city: 'x'.repeat(61) }, 'City must be at most 60 characters'],
    [{ maxPrice: 'lots' }, 'Maximum price must be a number'],
  ])('refuses %o with a clear message', async (query, message) => {
    const { response } = await facets(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
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
    expect((await t.app.inject(`/api/products/${deleted.id}`)).json()).toMatchObject({
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
    expect(response.json()).toMatchObject({ message: 'Product id is out of range' });
    expect((await t.app.inject('/api/products/2147483647')).statusCode).toBe(404);
  });
});

describe('the Verified student badge in lists', () => {
  const verify = (id: number) =>
    t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));

  it('is carried by each item whose seller verified a college address, in browse and in search', async () => {
    const city = uniqueCity();
    const student = await createUser(t.database.db, {
      email: `student${randomBytes(4).toString('hex')}@coep.ac.in`,
    });
    const unverifiedStudent = await createUser(t.database.db, {
      email: `student${randomBytes(4).toString('hex')}@iitb.ac.in`,
    });
    const verifiedElsewhere = await createUser(t.database.db);
    await verify(student.id);
    await verify(verifiedElsewhere.id);
    for (const [seller, title] of [
      [student, 'Badge kinematics notes'],
      [unverifiedStudent, 'Badge thermodynamics notes'],
      [verifiedElsewhere, 'Badge fluid mechanics notes'],
    ] as const) {
      await createProduct(t.database.db, seller.id, { title, pickupCity: city });
    }

    const badges = (items: ProductListItem[]) =>
      Object.fromEntries(items.map((item) => [item.title, item.sellerVerifiedStudent]));
    const expected = {
      'Badge kinematics notes': true,
      'Badge thermodynamics notes': false,
      'Badge fluid mechanics notes': false,
    };
    expect(badges((await list({ city })).items)).toEqual(expected);
    expect(badges((await list({ city, q: 'notes' })).items)).toEqual(expected);
  });
});
