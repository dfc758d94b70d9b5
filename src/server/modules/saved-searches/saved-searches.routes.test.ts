import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '../../../domain/contracts/saved-searches.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, loginAs, uniqueCity } from '../../test/factories.ts';

const t = useTestApp();
let sellerId: number;
beforeAll(async () => {
  sellerId = (await createUser(t.database.db)).id;
});

async function student() {
  const user = await createUser(t.database.db);
  const cookie = await loginAs(t.app, user);
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

describe('saved searches', () => {
  it('keeps a search with how many listings it finds, once, and forgets it', async () => {
    const call = await student();
    const city = uniqueCity();
    await createProduct(t.database.db, sellerId, { title: 'Casio fx-991ES Plus', pickupCity: city });
    await createProduct(t.database.db, sellerId, { title: 'Casio fx-82MS', pickupCity: city });

    const saved = await call('POST', '/api/saved-searches', { q: 'fx 991', city, sort: 'newest' });
    expect(saved.statusCode).toBe(201);
    const search = saved.json() as SavedSearch;
    expect(search).toMatchObject({ query: { q: 'fx 991', city }, total: 1 });

    // The same search (any case) again keeps one.
    const again = await call('POST', '/api/saved-searches', { q: 'FX 991', city: city.toUpperCase() });
    expect([again.statusCode, again.json().id]).toEqual([200, search.id]);

    await createProduct(t.database.db, sellerId, { title: 'Casio fx-991EX ClassWiz', pickupCity: city });
    const list = (await call('GET', '/api/saved-searches')).json() as SavedSearch[];
    expect(list.map((item) => [item.id, item.total])).toEqual([[search.id, 2]]);

    expect((await call('DELETE', `/api/saved-searches/${search.id}`)).json()).toMatchObject({
      message: 'Removed',
    });
    expect((await call('GET', '/api/saved-searches')).json()).toEqual([]);
  });

  it("refuses an empty search, another student's search and bad input with clear messages", async () => {
    const call = await student();
    const other = await student();
    expect((await call('POST', '/api/saved-searches', { q: '' })).json()).toMatchObject({
      message: 'Search for something or choose a filter before saving',
    });
    expect((await call('POST', '/api/saved-searches', { category: 'Pizza' })).json()).toMatchObject({
      message: 'Choose a category from the list',
    });
    // Text the search cannot use finds nothing; kept, it would have been told of every new listing.
    const noWords = await call('POST', '/api/saved-searches', { q: '!!! 🙂' });
    expect([noWords.statusCode, noWords.json()]).toEqual([
      400,
      {
        message: 'This search has no words we can look for. Try other words or choose a filter.',
        code: 'saved_search.no_words',
      },
    ]);
    expect((await call('GET', '/api/saved-searches')).json()).toEqual([]);
    const mine = (await call('POST', '/api/saved-searches', { q: 'rd sharma' })).json() as SavedSearch;
    const theirs = await other('DELETE', `/api/saved-searches/${mine.id}`);
    expect([theirs.statusCode, theirs.json()]).toEqual([
      404,
      { message: 'Saved search not found', code: 'saved_search.not_found' },
    ]);
    expect((await t.app.inject('/api/saved-searches')).statusCode).toBe(401);
  });

  it('keeps exactly the limit when a student saves many searches at once', async () => {
    const call = await student();
    const answers = await Promise.all(
      Array.from({ length: 3 * MAX_SAVED_SEARCHES }, (_, index) =>
        call('POST', '/api/saved-searches', { q: `past paper ${index}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(codes.filter((code) => code === 400)).toHaveLength(2 * MAX_SAVED_SEARCHES);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toMatchObject({
      code: 'saved_search.limit',
    });
    expect((await call('GET', '/api/saved-searches')).json()).toHaveLength(MAX_SAVED_SEARCHES);
  });
});
