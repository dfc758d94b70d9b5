import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import { orderItems, orderParts, orders } from '../orders/orders.tables.ts';
import { products } from '../products/products.tables.ts';
import { REVIEWS_PER_HOUR } from './reviews.routes.ts';

const t = useTestApp();
let seller: Awaited<ReturnType<typeof createUser>>;
let buyerCookie: string;
let buyer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  seller = await createUser(t.database.db);
  buyer = await createUser(t.database.db);
  buyerCookie = await loginAs(t.app, buyer);
});

const postReview = (payload: object, cookie: string | null = buyerCookie) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', payload, headers: cookie ? { cookie } : {} });

/** An order of the listing by `userId`, its seller's part in `state` (handed over: the buyer received it). */
async function placeOrder(
  userId: number,
  productId: number,
  state: 'handed_over' | 'awaiting' = 'handed_over',
): Promise<number> {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId,
      subtotal: '250.00',
      commission: '37.50',
      totalAmount: '287.50',
      status: 'delivered',
      customerName: 'Buyer',
      customerPhone: '9876543210',
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  await t.database.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    sellerId: seller.id,
    price: '250.00',
    platformFee: '37.50',
    productTitle: 'A book',
    productPrice: '250.00',
  });
  await t.database.db.insert(orderParts).values({
    orderId: order.id,
    sellerId: seller.id,
    handoverCode: '123456',
    state,
    handedOverAt: state === 'handed_over' ? new Date() : null,
  });
  return order.id;
}

/** Signs a new student in who received the listing, with the order they received it by. */
async function receivedBy(productId: number) {
  const reviewer = await createUser(t.database.db);
  const orderId = await placeOrder(reviewer.id, productId);
  return { cookie: await loginAs(t.app, reviewer), orderId };
}

/** A review by a new student who received the listing. */
async function reviewByAReceiver(review: { productId: number; rating: number; comment?: string }) {
  const { cookie, orderId } = await receivedBy(review.productId);
  return postReview({ ...review, orderId }, cookie);
}

describe('writing a review', () => {
  it('records the review with a trimmed comment, the reviewer named, and updates the stored rating', async () => {
    const product = await createProduct(t.database.db, seller.id);
    await reviewByAReceiver({ productId: product.id, rating: 5, comment: 'Great' });
    const ownOrder = await placeOrder(buyer.id, product.id);
    const response = await postReview({
      userId: 12345,
      productId: product.id,
      orderId: ownOrder,
      rating: 2,
      comment: '  Spine is loose  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: buyer.id,
      productId: product.id,
      orderId: ownOrder,
      rating: 2,
      comment: 'Spine is loose',
      user: { username: buyer.username },
    });
    const [row] = await t.database.db
      .select({ rating: products.rating })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.rating).toBe('3.50');
  });

  it('accepts an empty comment', async () => {
    const product = await createProduct(t.database.db, seller.id);
    const orderId = await placeOrder(buyer.id, product.id);
    const response = await postReview({ productId: product.id, orderId, rating: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json().comment).toBe('');
  });

  it('asks a guest to sign in (401)', async () => {
    const product = await createProduct(t.database.db, seller.id);
    const response = await postReview({ productId: product.id, orderId: 1, rating: 4 }, null);
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [0, 'Rating must be between 1 and 5'],
    [6, 'Rating must be between 1 and 5'],
    [2.5, 'Rating must be a whole number of stars'],
  ])('refuses a rating of %s with 400', async (rating, message) => {
    const product = await createProduct(t.database.db, seller.id);
    const orderId = await placeOrder(buyer.id, product.id);
    const response = await postReview({ productId: product.id, orderId, rating });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('allows one review per user and product (409 for the second)', async () => {
    const product = await createProduct(t.database.db, seller.id);
    const orderId = await placeOrder(buyer.id, product.id);
    expect((await postReview({ productId: product.id, orderId, rating: 4 })).statusCode).toBe(201);
    const second = await postReview({ productId: product.id, orderId, rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'You have already reviewed this product' });
  });

  it('refuses a review of your own listing (403)', async () => {
    const product = await createProduct(t.database.db, seller.id);
    const response = await postReview(
      { productId: product.id, orderId: 1, rating: 5 },
      await loginAs(t.app, seller),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'You cannot review your own listing' });
  });

  it('answers 404 for a listing that does not exist', async () => {
    expect((await postReview({ productId: 99999999, orderId: 1, rating: 3 })).statusCode).toBe(404);
  });

  it("refuses a student who never received the listing with 403: no order, an order not handed over, or another's", async () => {
    const product = await createProduct(t.database.db, seller.id);
    const notReceived = {
      code: 'review.not_received',
      message: 'You can review a listing after you have received it.',
    };
    const unrelatedOrder = await placeOrder(buyer.id, (await createProduct(t.database.db, seller.id)).id);
    const never = await postReview({ productId: product.id, orderId: unrelatedOrder, rating: 5 });
    expect(never.statusCode).toBe(403);
    expect(never.json()).toMatchObject(notReceived);

    const waiting = await placeOrder(buyer.id, product.id, 'awaiting');
    expect((await postReview({ productId: product.id, orderId: waiting, rating: 5 })).statusCode).toBe(403);

    const strangersOrder = await placeOrder(seller.id, product.id);
    expect((await postReview({ productId: product.id, orderId: strangersOrder, rating: 4 })).statusCode).toBe(
      403,
    );
  });

  it("accepts the reviewer's own handed-over order of the listing, and records it with the review", async () => {
    const product = await createProduct(t.database.db, seller.id);
    const ownOrder = await placeOrder(buyer.id, product.id);
    const accepted = await postReview({ productId: product.id, orderId: ownOrder, rating: 4 });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().orderId).toBe(ownOrder);
  });

  it('requires the order the review is of (400), though the spec lets it be left out', async () => {
    const product = await createProduct(t.database.db, seller.id);
    await placeOrder(buyer.id, product.id);
    const response = await postReview({ productId: product.id, rating: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Order is required',
      code: 'validation.order_required',
    });
  });
});

describe('the order a review would be of', () => {
  const orderOf = (productId: number, cookie: string | null = buyerCookie) =>
    t.app.inject({
      url: `/api/reviews/product/${productId}/order`,
      headers: cookie ? { cookie } : {},
    });

  it("is the student's latest order of the listing handed over to them, else null", async () => {
    const product = await createProduct(t.database.db, seller.id);
    expect((await orderOf(product.id)).json()).toEqual({ orderId: null });
    await placeOrder(buyer.id, product.id, 'awaiting');
    expect((await orderOf(product.id)).json()).toEqual({ orderId: null });
    await placeOrder(buyer.id, product.id);
    const latest = await placeOrder(buyer.id, product.id);
    expect((await orderOf(product.id)).json()).toEqual({ orderId: latest });
    // Someone else's order never answers for this student.
    expect((await orderOf(product.id, (await receivedBy(product.id)).cookie)).json().orderId).not.toBe(
      latest,
    );
  });

  it('asks a guest to sign in (401) and refuses a malformed listing id (400)', async () => {
    expect((await orderOf(1, null)).statusCode).toBe(401);
    expect((await orderOf(0)).statusCode).toBe(400);
  });
});

describe('how often one student can review', () => {
  it('is ten reviews an hour, then 429 with the wait, and nobody else is slowed', async () => {
    const reviewer = await createUser(t.database.db);
    const cookie = await loginAs(t.app, reviewer);
    const listings = await Promise.all(
      Array.from({ length: REVIEWS_PER_HOUR + 1 }, () => createProduct(t.database.db, seller.id)),
    );
    const orderIds = [];
    for (const listing of listings) orderIds.push(await placeOrder(reviewer.id, listing.id));
    for (const [i, listing] of listings.slice(0, REVIEWS_PER_HOUR).entries()) {
      const review = { productId: listing.id, orderId: orderIds[i], rating: 4, comment: '' };
      expect((await postReview(review, cookie)).statusCode).toBe(201);
    }
    const last = listings.at(-1) as (typeof listings)[number];
    const refused = await postReview(
      { productId: last.id, orderId: orderIds.at(-1), rating: 1, comment: 'spam' },
      cookie,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have written too many reviews in the last hour\. Please try again in (1 hour|\d+ minutes)\.$/,
    );
    expect((await reviewByAReceiver({ productId: last.id, rating: 5, comment: '' })).statusCode).toBe(201);
  });
});

describe('reading reviews and ratings', () => {
  it('lists reviews newest first and summarises them to one decimal', async () => {
    const product = await createProduct(t.database.db, seller.id);
    const empty = await t.app.inject(`/api/products/${product.id}/rating`);
    expect(empty.json()).toEqual({ averageRating: 0, totalReviews: 0 });

    for (const rating of [5, 4, 4]) {
      await reviewByAReceiver({ productId: product.id, rating, comment: `${rating} stars` });
    }
    const reviews = (await t.app.inject(`/api/reviews/product/${product.id}`)).json();
    expect(reviews.map((review: { comment: string }) => review.comment)).toEqual([
      '4 stars',
      '4 stars',
      '5 stars',
    ]);
    const summary = await t.app.inject(`/api/products/${product.id}/rating`);
    expect(summary.json()).toEqual({ averageRating: 4.3, totalReviews: 3 });
  });
});

describe('ids past the largest row id', () => {
  it('an order id beyond the database integer range is bad input (400), not a server error', async () => {
    const product = await createProduct(t.database.db, seller.id);
    const response = await postReview({ productId: product.id, orderId: 2_147_483_648, rating: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Order id is out of range' });
  });
});
