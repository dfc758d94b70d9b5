import { describe, expect, it } from 'vitest';
import type { BlockedUser } from '../../../domain/contracts/blocks.ts';
import type { Product } from '../../../domain/contracts/products.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { createProduct, uniqueCity } from '../../test/factories.ts';

const t = useTestApp();
const student = () => newStudent(t);

const block = (by: Student, whom: Student) => by.call('PUT', `/api/blocks/${whom.user.id}`);

async function titlesIn(by: Student, query: string): Promise<string[]> {
  return ((await by.call('GET', `/api/products?${query}`)).json() as Product[]).map(
    (product) => product.title,
  );
}

describe('blocks', () => {
  it('blocks, lists and unblocks a student; blocking twice changes nothing', async () => {
    const [me, them] = [await student(), await student()];
    const blocked = await block(me, them);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ userId: them.user.id, username: them.user.username });
    expect((await block(me, them)).statusCode).toBe(200);
    const list = (await me.call('GET', '/api/blocks')).json() as BlockedUser[];
    expect(list.map((entry) => entry.userId)).toEqual([them.user.id]);
    expect((await me.call('DELETE', `/api/blocks/${them.user.id}`)).statusCode).toBe(200);
    expect((await me.call('DELETE', `/api/blocks/${them.user.id}`)).statusCode).toBe(200);
    expect((await me.call('GET', '/api/blocks')).json()).toEqual([]);
  });

  it('refuses blocking oneself (400), a missing account (404), a bad id (400) and guests (401)', async () => {
    const me = await student();
    expect((await block(me, me)).json()).toMatchObject({ code: 'block.self' });
    expect((await me.call('PUT', '/api/blocks/99999999')).statusCode).toBe(404);
    expect((await me.call('PUT', '/api/blocks/abc')).json()).toMatchObject({
      message: 'User id must be a number',
    });
    expect((await t.app.inject('/api/blocks')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/blocks/1' })).statusCode).toBe(401);
  });

  it("hides a blocked seller's listings from the blocker's browse and search only", async () => {
    const [me, seller, other] = [await student(), await student(), await student()];
    const city = uniqueCity();
    await createProduct(t.database.db, seller.user.id, { title: 'Quillpad blocked copy', pickupCity: city });
    await createProduct(t.database.db, other.user.id, { title: 'Quillpad other copy', pickupCity: city });
    const byCity = `city=${encodeURIComponent(city)}`;
    expect((await titlesIn(me, byCity)).sort()).toEqual(['Quillpad blocked copy', 'Quillpad other copy']);
    await block(me, seller);
    expect(await titlesIn(me, byCity)).toEqual(['Quillpad other copy']);
    expect(await titlesIn(me, `${byCity}&q=quillpad`)).toEqual(['Quillpad other copy']);
    const facets = (await me.call('GET', `/api/products/facets?${byCity}`)).json();
    // The category counts are within the city, where only the other seller's listing is left.
    expect(facets.category).toEqual([{ value: 'Textbooks', count: 1 }]);
    // Others still see both.
    expect((await titlesIn(other, byCity)).sort()).toEqual(['Quillpad blocked copy', 'Quillpad other copy']);
    await me.call('DELETE', `/api/blocks/${seller.user.id}`);
    expect((await titlesIn(me, byCity)).sort()).toEqual(['Quillpad blocked copy', 'Quillpad other copy']);
  });

  it('refuses an order from someone the seller blocked, without saying they were blocked', async () => {
    const [buyer, seller] = [await student(), await student()];
    await block(seller, buyer);
    const listing = await createProduct(t.database.db, seller.user.id, { quantity: 3 });
    const refused = await buyer.placeCashOrder([{ productId: listing.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'You cannot message or order from this student',
      code: 'contact.unavailable',
    });
    expect(refused.body).not.toMatch(/block/i);
    // The blocker may still buy from the one they blocked.
    const theirs = await createProduct(t.database.db, buyer.user.id, { quantity: 3 });
    expect((await seller.placeCashOrder([{ productId: theirs.id, quantity: 1 }])).statusCode).toBe(201);
  });

  it('refuses a message to someone who blocked the author; an order placed before can still be cancelled', async () => {
    const [buyer, seller] = [await student(), await student()];
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await block(seller, buyer);
    const refused = await buyer.call('POST', `/api/orders/${orderId}/messages`, { text: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'contact.unavailable' });
    expect(refused.body).not.toMatch(/block/i);
    expect(
      (await seller.call('POST', `/api/orders/${orderId}/messages`, { text: 'Cancelling' })).statusCode,
    ).toBe(201);
    expect((await buyer.call('PUT', `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
  });
});
