import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buyerClient } from '../../test/checkout.ts';
import { createProduct, createUser, loginAs, registrationFor } from '../../test/factories.ts';

const t = useTestApp();

async function student() {
  const user = await createUser(t.database.db);
  return { user, ...buyerClient(t.app, await loginAs(t.app, user)) };
}
const earnedIds = async (client: Awaited<ReturnType<typeof student>>) =>
  (
    (await client.call('GET', `/api/user/${client.user.id}/achievements`)).json() as {
      achievementId: string;
    }[]
  )
    .map((row) => row.achievementId)
    .sort();
const statsOf = async (client: Awaited<ReturnType<typeof student>>) =>
  (await client.call('GET', `/api/user/${client.user.id}/stats`)).json();

describe('achievements and stats', () => {
  it('welcome a new account: Welcome and Early Adopter, 35 points, level 1', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationFor() });
    const { id } = response.json();
    const cookie = `${response.cookies[0]?.name}=${response.cookies[0]?.value}`;
    const earned = (await t.app.inject({ url: `/api/user/${id}/achievements`, headers: { cookie } })).json();
    expect(earned.map((row: { achievementId: string }) => row.achievementId).sort()).toEqual([
      'early_adopter',
      'welcome',
    ]);
    expect(earned[0]).toEqual({
      id: expect.any(Number),
      achievementId: expect.any(String),
      earnedAt: expect.any(String),
    });
    const stats = (await t.app.inject({ url: `/api/user/${id}/stats`, headers: { cookie } })).json();
    expect(stats).toMatchObject({
      totalPoints: 35,
      currentLevel: 1,
      totalSales: 0,
      totalPurchases: 0,
      daysSinceJoined: 0,
    });
  });

  /** An admin moves orders on, as the hand-over will once buyers and sellers meet. */
  async function admin() {
    return buyerClient(t.app, await loginAs(t.app, await createUser(t.database.db, { isAdmin: true })));
  }
  async function placeAndHandOver(buyer: Awaited<ReturnType<typeof student>>, sellerId: number) {
    const book = await createProduct(t.database.db, sellerId);
    const order = (await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).json();
    await (await admin()).call('PUT', `/api/orders/${order.id}/status`, { status: 'delivered' });
    return order as { id: number };
  }

  it('count nothing when an order is placed, and a first sale and first purchase once it is handed over', async () => {
    const seller = await student();
    const buyer = await student();
    const book = await createProduct(t.database.db, seller.user.id);
    const order = (await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).json();
    expect(await statsOf(buyer)).toMatchObject({ totalPurchases: 0 });
    expect(await statsOf(seller)).toMatchObject({ totalSales: 0 });
    expect(await earnedIds(buyer)).not.toContain('first_purchase');

    await (await admin()).call('PUT', `/api/orders/${order.id}/status`, { status: 'delivered' });
    expect(await earnedIds(buyer)).toContain('first_purchase');
    expect(await earnedIds(seller)).toContain('first_sale');
    expect(await statsOf(buyer)).toMatchObject({ totalPurchases: 1 });
    expect(await statsOf(seller)).toMatchObject({ totalSales: 1 });
  });

  it('earn nothing from placing and cancelling orders, however often', async () => {
    const seller = await student();
    const buyer = await student();
    const book = await createProduct(t.database.db, seller.user.id);
    for (let round = 0; round < 5; round++) {
      const order = (await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).json();
      expect((await buyer.call('PUT', `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);
    }
    expect(await statsOf(buyer)).toMatchObject({ totalPurchases: 0, totalPoints: 35 });
    expect(await statsOf(seller)).toMatchObject({ totalSales: 0 });
    expect(await earnedIds(buyer)).toEqual(['early_adopter', 'welcome']);
    expect(await earnedIds(seller)).toEqual(['early_adopter', 'welcome']);
  });

  it('award exactly once when two hand-overs race, and count both', async () => {
    const seller = await student();
    const buyer = await student();
    const books = await Promise.all([
      createProduct(t.database.db, seller.user.id),
      createProduct(t.database.db, seller.user.id),
    ]);
    const orders = await Promise.all(
      books.map(async (book) => (await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).json()),
    );
    const staff = await admin();
    const results = await Promise.all(
      orders.map((order) => staff.call('PUT', `/api/orders/${order.id}/status`, { status: 'delivered' })),
    );
    expect(results.map((response) => response.statusCode)).toEqual([200, 200]);

    const earned = await earnedIds(buyer);
    expect(earned.filter((id) => id === 'first_purchase')).toHaveLength(1);
    // Welcome (10) and Early Adopter (25), unlocked at sign-in, + First Purchase (25).
    expect(await statsOf(buyer)).toMatchObject({ totalPurchases: 2, totalPoints: 60 });
  });

  it('add points up into point milestones and levels', async () => {
    const seller = await student();
    const buyer = await student();
    for (let i = 0; i < 5; i++) await placeAndHandOver(buyer, seller.user.id);
    // welcome 10 + early_adopter 25 + first_purchase 25 + five_purchases 100 = 160
    // → Century Club +50 = 210 → level 3 (150–299 points).
    expect(await earnedIds(buyer)).toEqual([
      'early_adopter',
      'first_purchase',
      'five_purchases',
      'hundred_points',
      'welcome',
    ]);
    expect(await statsOf(buyer)).toMatchObject({ totalPurchases: 5, totalPoints: 210, currentLevel: 3 });
  });

  it('lower the totals when a handed-over order is refunded but keep what was unlocked', async () => {
    const seller = await student();
    const buyer = await student();
    const order = await placeAndHandOver(buyer, seller.user.id);
    await (await admin()).call('PUT', `/api/orders/${order.id}/status`, { status: 'refunded' });
    expect(await statsOf(buyer)).toMatchObject({ totalPurchases: 0, totalPoints: 60 });
    expect(await statsOf(seller)).toMatchObject({ totalSales: 0 });
    expect(await earnedIds(buyer)).toContain('first_purchase');
  });

  it("count a review for its writer and update the seller's average rating", async () => {
    const seller = await student();
    const reviewer = await student();
    const order = await placeAndHandOver(reviewer, seller.user.id);
    const [line] = (await reviewer.call('GET', `/api/orders/detail/${order.id}`)).json().items;
    await reviewer.call('POST', '/api/reviews', {
      productId: line.productId,
      orderId: order.id,
      rating: 5,
      comment: 'Spotless',
    });
    expect(await earnedIds(reviewer)).toContain('first_review');
    expect(await statsOf(reviewer)).toMatchObject({ totalReviews: 1 });
    expect(await statsOf(seller)).toMatchObject({ averageRating: 5 });
    expect(await earnedIds(seller)).toContain('helpful_member');
  });

  it('are private: 403 for another student, 401 for a guest, readable by an admin', async () => {
    const owner = await student();
    const other = await student();
    expect((await other.call('GET', `/api/user/${owner.user.id}/achievements`)).statusCode).toBe(403);
    expect((await other.call('GET', `/api/user/${owner.user.id}/stats`)).statusCode).toBe(403);
    expect((await t.app.inject(`/api/user/${owner.user.id}/stats`)).statusCode).toBe(401);
    const admin = buyerClient(
      t.app,
      await loginAs(t.app, await createUser(t.database.db, { isAdmin: true })),
    );
    expect((await admin.call('GET', `/api/user/${owner.user.id}/stats`)).statusCode).toBe(200);
    expect((await admin.call('GET', '/api/user/99999999/stats')).statusCode).toBe(404);
  });
});

describe('ids past the largest row id', () => {
  it('a user id beyond the database integer range is bad input (400), not a server error', async () => {
    const owner = await student();
    const response = await owner.call('GET', '/api/user/2147483648/stats');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'User id is out of range' });
  });
});
