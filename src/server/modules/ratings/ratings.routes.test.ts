import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { userStats } from '../achievements/achievements.tables.ts';
import { orderParts } from '../orders/orders.tables.ts';
import { orderRatingsFor, revealRatingsByTime } from './ratings.service.ts';
import { dealRatings } from './ratings.tables.ts';

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
const DAY_MS = 86_400_000;
const student = () => newStudent(t);

const rate = (who: Student, orderId: number, body: object) =>
  who.call('POST', `/api/orders/${orderId}/ratings`, body);
const ratingsOf = async (who: Student, orderId: number) =>
  (await who.call('GET', `/api/orders/${orderId}/ratings`)).json();

/** A cash deal between a new buyer and seller, handed over. */
async function handedOverDeal() {
  const [buyer, seller] = await Promise.all([student(), student()]);
  const { orderId } = await orderFrom(t, buyer, [seller]);
  expect((await handOver(seller, buyer, orderId)).statusCode).toBe(200);
  return { buyer, seller, orderId };
}

/** Moves the hand-over of a deal `days` into the past, as the clock moving on would. */
async function handedOverDaysAgo(orderId: number, sellerId: number, days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  await t.database.db
    .update(orderParts)
    .set({ handedOverAt: at })
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.sellerId, sellerId)));
  await t.database.db
    .update(dealRatings)
    .set({ handedOverAt: at })
    .where(and(eq(dealRatings.orderId, orderId), eq(dealRatings.sellerId, sellerId)));
}

describe('rating the other side of a deal', () => {
  it('lets the buyer rate the seller and the seller rate the buyer, once each (201, then 409)', async () => {
    const { buyer, seller, orderId } = await handedOverDeal();
    const byBuyer = await rate(buyer, orderId, { rating: 5, comment: '  On time, book as described  ' });
    expect(byBuyer.statusCode).toBe(201);
    expect(byBuyer.json()).toMatchObject({
      orderId,
      sellerId: seller.user.id,
      direction: 'buyer_rates_seller',
      rating: 5,
      comment: 'On time, book as described',
    });
    const bySeller = await rate(seller, orderId, { rating: 4 });
    expect(bySeller.statusCode).toBe(201);
    expect(bySeller.json()).toMatchObject({ direction: 'seller_rates_buyer', comment: '' });

    const again = await rate(buyer, orderId, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'rating.already_rated',
      message: 'You have already rated this deal',
    });
  });

  it('refuses a rating before the hand-over with 400 and the sentence that says when', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const early = await rate(buyer, orderId, { rating: 5 });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'rating.before_handover',
      message: 'You can rate this deal once the item has been handed over.',
    });
    expect((await rate(seller, orderId, { rating: 5 })).statusCode).toBe(400);
  });

  it('takes a rating up to 30 days after the hand-over and refuses it after', async () => {
    const late = await handedOverDeal();
    await handedOverDaysAgo(late.orderId, late.seller.user.id, 31);
    const refused = await rate(late.buyer, late.orderId, { rating: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'rating.window_closed' });

    const inTime = await handedOverDeal();
    await handedOverDaysAgo(inTime.orderId, inTime.seller.user.id, 29.9);
    expect((await rate(inTime.seller, inTime.orderId, { rating: 3 })).statusCode).toBe(201);
  });

  it('answers 403 to anyone not in the deal, 401 to a guest and 404 for an order that does not exist', async () => {
    const { orderId } = await handedOverDeal();
    const stranger = await student();
    const refused = await rate(stranger, orderId, { rating: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'rating.not_in_deal' });
    expect((await stranger.call('GET', `/api/orders/${orderId}/ratings`)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/ratings`,
      payload: { rating: 5 },
    });
    expect(guest.statusCode).toBe(401);
    expect((await rate(stranger, 2_000_000_000, { rating: 5 })).statusCode).toBe(404);
  });

  it('lets the buyer of several sellers rate each by name, and a seller only their own buyer', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan]);
    await handOver(asha, buyer, orderId);

    const unnamed = await rate(buyer, orderId, { rating: 5 });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ code: 'rating.choose_seller' });
    expect((await rate(buyer, orderId, { rating: 5, sellerId: asha.user.id })).statusCode).toBe(201);
    // Rohan has not handed over yet.
    expect((await rate(buyer, orderId, { rating: 5, sellerId: rohan.user.id })).statusCode).toBe(400);
    // Nobody else's seller, and no seller speaking for another.
    expect((await rate(buyer, orderId, { rating: 5, sellerId: buyer.user.id })).statusCode).toBe(403);
    expect((await rate(asha, orderId, { rating: 5, sellerId: rohan.user.id })).statusCode).toBe(403);

    const rohansView = await rohan.call('GET', `/api/orders/${orderId}/ratings`);
    expect(rohansView.json()).toHaveLength(1);
    expect(rohansView.json()[0]).toMatchObject({ sellerId: rohan.user.id, role: 'seller', rateUntil: null });
  });

  it.each([
    [{ rating: 0 }, 'Rating must be between 1 and 5'],
    [{ rating: 6 }, 'Rating must be between 1 and 5'],
    [{ rating: 4.5 }, 'Rating must be a whole number of stars'],
    [{}, 'Please select a rating'],
    [{ rating: 4, comment: 'x'.repeat(1001) }, 'A rating comment can be at most 1,000 characters'],
  ])('refuses %o with 400', async (body, message) => {
    const { buyer, orderId } = await handedOverDeal();
    const refused = await rate(buyer, orderId, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });
});

describe('double-blind ratings', () => {
  it("hides the other side's rating until both have rated, then shows both", async () => {
    const { buyer, seller, orderId } = await handedOverDeal();
    await rate(buyer, orderId, { rating: 2, comment: 'Came late' });

    const [sellersView] = await ratingsOf(seller, orderId);
    expect(sellersView).toMatchObject({ given: null, received: null, receivedHidden: true });
    expect(JSON.stringify(sellersView)).not.toContain('Came late');
    const [buyersView] = await ratingsOf(buyer, orderId);
    expect(buyersView).toMatchObject({
      role: 'buyer',
      other: { username: seller.user.username },
      given: { rating: 2, comment: 'Came late' },
      received: null,
      receivedHidden: false,
      rateUntil: null,
    });

    await rate(seller, orderId, { rating: 5, comment: 'Friendly buyer' });
    const [sellerAfter] = await ratingsOf(seller, orderId);
    expect(sellerAfter).toMatchObject({
      received: { rating: 2, comment: 'Came late' },
      receivedHidden: false,
    });
    const [buyerAfter] = await ratingsOf(buyer, orderId);
    expect(buyerAfter.received).toMatchObject({ rating: 5, comment: 'Friendly buyer' });
  });

  it('shows a lone rating 14 days after the hand-over, and not a moment before', async () => {
    const { buyer, seller, orderId } = await handedOverDeal();
    await rate(buyer, orderId, { rating: 4, comment: 'Fine' });
    await handedOverDaysAgo(orderId, seller.user.id, 13.9);
    expect((await ratingsOf(seller, orderId))[0]).toMatchObject({ received: null, receivedHidden: true });

    await handedOverDaysAgo(orderId, seller.user.id, 14.1);
    expect((await ratingsOf(seller, orderId))[0]).toMatchObject({
      received: { rating: 4, comment: 'Fine' },
      receivedHidden: false,
    });
  });

  it('follows the clock it is given: hidden on day 13, shown on day 14', async () => {
    const { buyer, seller, orderId } = await handedOverDeal();
    await rate(seller, orderId, { rating: 5 });
    const viewer = { orderId, viewerId: buyer.user.id };
    const [dayThirteen] = await orderRatingsFor(t.database.db, viewer, new Date(Date.now() + 13 * DAY_MS));
    expect(dayThirteen?.receivedHidden).toBe(true);
    const [dayFourteen] = await orderRatingsFor(
      t.database.db,
      viewer,
      new Date(Date.now() + 14 * DAY_MS + 60_000),
    );
    expect(dayFourteen?.received?.rating).toBe(5);
  });
});

describe("a seller's average from buyers in their stats", () => {
  const statsOf = async (userId: number) => {
    const [row] = await t.database.db.select().from(userStats).where(eq(userStats.userId, userId));
    return Number(row?.averageRating ?? 0);
  };

  it('counts a rating once both have rated, and a lone one once the hourly job finds its 14 days over', async () => {
    const first = await handedOverDeal();
    await rate(first.buyer, first.orderId, { rating: 3 });
    expect(await statsOf(first.seller.user.id)).toBe(0);
    await rate(first.seller, first.orderId, { rating: 5 });
    expect(await statsOf(first.seller.user.id)).toBe(3);

    const lone = await handedOverDeal();
    await rate(lone.buyer, lone.orderId, { rating: 5 });
    await revealRatingsByTime(t.database.db, t.app.events, new Date(Date.now() + 13 * DAY_MS));
    expect(await statsOf(lone.seller.user.id)).toBe(0);
    expect(
      await revealRatingsByTime(t.database.db, t.app.events, new Date(Date.now() + 14 * DAY_MS + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await statsOf(lone.seller.user.id)).toBe(5);
  });
});

describe('the OpenAPI document', () => {
  it('describes rating a deal, the ratings of an order and public profiles', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json();
    const rate = paths['/api/orders/{orderId}/ratings'].post;
    expect(rate.tags).toEqual(['ratings']);
    const body = rate.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['rating']);
    expect(body.properties.rating).toMatchObject({ minimum: 1, maximum: 5 });
    expect(body.properties.comment).toMatchObject({ maxLength: 1000 });
    expect(Object.keys(rate.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
    );
    expect(paths['/api/orders/{orderId}/ratings'].get.tags).toEqual(['ratings']);
    expect(Object.keys(paths['/api/users/{username}/profile'].get.responses)).toEqual(['200', '400', '404']);
  });
});
