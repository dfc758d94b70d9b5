import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { catalogueChanged, type ResultPage, resultPages, sharedResultPage } from './catalogue-caches.ts';

/** A lookup the test answers when it chooses, counting how often it was started. */
function heldLookup() {
  const answers: ((page: ResultPage) => void)[] = [];
  return {
    started: () => answers.length,
    find: () => new Promise<ResultPage>((resolve) => answers.push(resolve)),
    answer: (index: number, total: number) => answers[index]?.({ items: [], total }),
  };
}

// Only the database's identity matters here: the caches are kept per database.
const newDatabase = () => ({}) as Database;

describe('result pages asked for while they are being looked up (decision 108)', () => {
  it('share one lookup, and keep its page for the next asking', async () => {
    const db = newDatabase();
    const lookup = heldLookup();
    const askings = Array.from({ length: 5 }, () => sharedResultPage(db, 'nit', lookup.find));
    expect(lookup.started()).toBe(1);
    lookup.answer(0, 11_610);
    expect(await Promise.all(askings)).toEqual(Array(5).fill({ items: [], total: 11_610 }));
    expect(await sharedResultPage(db, 'nit', lookup.find)).toEqual({ items: [], total: 11_610 });
    expect(lookup.started()).toBe(1);
  });

  it('are looked up afresh after the catalogue changes, and the older lookup is not kept', async () => {
    const db = newDatabase();
    const lookup = heldLookup();
    const before = sharedResultPage(db, 'nit', lookup.find);
    catalogueChanged(db);
    const after = sharedResultPage(db, 'nit', lookup.find);
    expect(lookup.started()).toBe(2);
    lookup.answer(0, 1);
    lookup.answer(1, 2);
    expect([(await before).total, (await after).total]).toEqual([1, 2]);
    expect((await sharedResultPage(db, 'nit', lookup.find)).total).toBe(2);
  });

  it('are answered from the kept page in its last seconds while one lookup refreshes it', async () => {
    const db = newDatabase();
    const lookup = heldLookup();
    // Kept for one more second: the page of a search asked all the time, about to expire.
    resultPages.of(db).set('nit', { items: [], total: 1 }, { ttl: 1_000 });
    expect(await sharedResultPage(db, 'nit', lookup.find)).toEqual({ items: [], total: 1 });
    expect(await sharedResultPage(db, 'nit', lookup.find)).toEqual({ items: [], total: 1 });
    expect(lookup.started()).toBe(1);
    lookup.answer(0, 2);
    await vi.waitFor(async () => expect((await sharedResultPage(db, 'nit', lookup.find)).total).toBe(2));
    expect(lookup.started()).toBe(1);
  });

  it('are looked up again after a lookup fails', async () => {
    const db = newDatabase();
    await expect(sharedResultPage(db, 'nit', () => Promise.reject(new Error('lost')))).rejects.toThrow(
      'lost',
    );
    expect(await sharedResultPage(db, 'nit', async () => ({ items: [], total: 3 }))).toEqual({
      items: [],
      total: 3,
    });
  });
});
