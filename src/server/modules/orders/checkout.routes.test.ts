import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET, useTestApp } from '../../test/build-test-app.ts';
import { buyerClient, homeDelivery } from '../../test/checkout.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { hmacHex } from '../payments/gateway.ts';
import { payments, refunds } from '../payments/payments.tables.ts';
import type { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { products } from '../products/products.tables.ts';
import { checkoutRequests, orders } from './orders.tables.ts';
import { hashRequest } from './place-order.ts';

/*
 * The checkout as one idempotent server flow (docs/decisions/040-idempotent-checkout.md): one order per
 * Idempotency-Key, the cart emptied by the server, a verified payment refunded when the flow fails.
 */

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
let seller: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  seller = await createUser(t.database.db);
});

async function newBuyer() {
  const user = await createUser(t.database.db);
  return { user, ...buyerClient(t.app, await loginAs(t.app, user)) };
}
const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));
const stockOf = async (productId: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.quantity;
const gateway = () => t.app.paymentGateway as SimulatedGateway;

describe('one order per Idempotency-Key', () => {
  it('answers a repeated cash-on-delivery attempt with the same order (200), placing and notifying once', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 3 });
    const key = randomUUID();
    const lines = [{ productId: book.id, quantity: 1 }];

    const first = await buyer.placeCashOrder(lines, {}, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await buyer.placeCashOrder(lines, {}, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect(await stockOf(book.id)).toBe(2);
    const sellerNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.orderId, first.json().id)));
    expect(sellerNotes).toHaveLength(1);
    const [stored] = await t.database.db
      .select()
      .from(checkoutRequests)
      .where(eq(checkoutRequests.orderId, first.json().id));
    expect(stored).toMatchObject({ userId: buyer.user.id, key, orderId: first.json().id });
  });

  it('answers a repeated online attempt with the same paid order', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 3 });
    const lines = [{ productId: book.id, quantity: 1 }];
    const payment = await buyer.payOnline(lines);
    const key = randomUUID();
    const first = await buyer.placeOnlineOrder(lines, payment, {}, key);
    expect(first.statusCode).toBe(201);
    const again = await buyer.placeOnlineOrder(lines, payment, {}, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, status: 'paid' });
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    // Without the key a second placement is what it always was: the payment is used already.
    const withoutKey = await buyer.placeOnlineOrder(lines, payment);
    expect(withoutKey.statusCode).toBe(409);
    expect(withoutKey.json()).toMatchObject({ message: 'This payment has already been used for an order' });
  });

  it('refuses the same key with another body (422) and places nothing more', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 3 });
    const key = randomUUID();
    await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], {}, key);
    const other = await buyer.placeCashOrder([{ productId: book.id, quantity: 2 }], {}, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      message:
        'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.',
    });
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect(await stockOf(book.id)).toBe(2);
  });

  it('keeps keys apart per student: another buyer with the same key places their own order', async () => {
    const [first, second] = await Promise.all([newBuyer(), newBuyer()]);
    const book = await createProduct(t.database.db, seller.id, { quantity: 3 });
    const key = randomUUID();
    const lines = [{ productId: book.id, quantity: 1 }];
    const mine = await first.placeCashOrder(lines, {}, key);
    const theirs = await second.placeCashOrder(lines, {}, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().userId).toBe(second.user.id);
  });

  it('lets a key whose attempt failed be used again, since nothing was placed with it', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { price: '300.00' });
    const key = randomUUID();
    const lines = [{ productId: book.id, quantity: 1, price: '250.00' }];
    expect((await buyer.placeCashOrder(lines, {}, key)).statusCode).toBe(409);
    await t.database.db.update(products).set({ price: '250.00' }).where(eq(products.id, book.id));
    expect((await buyer.placeCashOrder(lines, {}, key)).statusCode).toBe(201);
  });

  it('still places orders for older clients that send no key, one per request', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 3 });
    const lines = [{ productId: book.id, quantity: 1 }];
    expect((await buyer.placeCashOrder(lines)).statusCode).toBe(201);
    expect((await buyer.placeCashOrder(lines)).statusCode).toBe(201);
    expect(await ordersOf(buyer.user.id)).toHaveLength(2);
  });

  it.each([
    ['short', 'abc'],
    ['with spaces', 'not a valid key at all'],
    ['too long', 'k'.repeat(101)],
  ])('refuses a malformed key (%s) with 400 and a message', async (_case, key) => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const response = await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], {}, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores',
    });
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
  });

  it('asks a guest to sign in (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...homeDelivery, paymentMethod: 'cod', items: [{ productId: 1, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('races', () => {
  it('ends five concurrent cash-on-delivery requests with one key in one order', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 10 });
    const key = randomUUID();
    const lines = [{ productId: book.id, quantity: 1 }];
    const answers = await Promise.all(Array.from({ length: 5 }, () => buyer.placeCashOrder(lines, {}, key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect(await stockOf(book.id)).toBe(9);
  });

  it('ends concurrent online requests with one key in one paid order, and refunds nothing', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 10 });
    const lines = [{ productId: book.id, quantity: 1 }];
    const payment = await buyer.payOnline(lines);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => buyer.placeOnlineOrder(lines, payment, {}, key)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    const refundsOfPayment = gateway()
      .refundsMade()
      .filter((refund) => refund.paymentId === payment.paymentId);
    expect(refundsOfPayment).toHaveLength(0);
  });

  it('records a payment once when the webhook races the browser, and the order is placed once', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 2 });
    const lines = [{ productId: book.id, quantity: 1 }];
    const created = (await buyer.call('POST', '/api/razorpay/create-order', { items: lines })).json()
      .order as { id: string; amount: number };
    const checkout = gateway().completeCheckout(created.id);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: checkout.razorpay_payment_id, order_id: created.id, amount: created.amount },
        },
      },
    });
    const webhookSecret = createHmac('sha256', TEST_SESSION_SECRET)
      .update('simulated gateway webhook secret')
      .digest('hex');
    const [webhook, verified] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(webhookSecret, body) },
        payload: body,
      }),
      buyer.call('POST', '/api/razorpay/verify-payment', checkout),
    ]);
    expect([webhook.statusCode, verified.statusCode]).toEqual([200, 200]);

    const payment = { providerOrder: created, paymentId: checkout.razorpay_payment_id };
    const key = randomUUID();
    const [placed, late] = await Promise.all([
      buyer.placeOnlineOrder(lines, payment, {}, key),
      // The webhook again, as the provider retries it, while the order is being placed.
      t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(webhookSecret, body) },
        payload: body,
      }),
    ]);
    expect([placed.statusCode, late.statusCode]).toEqual([201, 200]);
    const [stored] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, created.id));
    expect(stored).toMatchObject({ status: 'consumed', placedOrderId: placed.json().id });
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });
});

describe("the checkout flow's undo", () => {
  it('refunds a verified payment when the stock is gone by the time the order is placed', async () => {
    const [buyer, quicker] = await Promise.all([newBuyer(), newBuyer()]);
    const lastCopy = await createProduct(t.database.db, seller.id, { quantity: 1, price: '250.00' });
    const lines = [{ productId: lastCopy.id, quantity: 1 }];
    const payment = await buyer.payOnline(lines);
    expect((await quicker.placeCashOrder(lines)).statusCode).toBe(201);

    const response = await buyer.placeOnlineOrder(lines, payment, {}, randomUUID());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Not enough quantity available. Your payment of ₹287.50 has been refunded.',
      code: 'stock.not_enough',
      notes: [{ code: 'checkout.payment_refunded', params: { amount: '₹287.50' } }],
    });
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    const [stored] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, payment.providerOrder.id));
    expect(stored?.status).toBe('refunded');
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, stored?.id ?? 0));
    expect(refund).toMatchObject({
      reason: 'checkout_failed',
      amount: '287.50',
      status: 'processed',
      orderId: null,
      userId: buyer.user.id,
    });
    expect(gateway().refundsMade()).toContainEqual(
      expect.objectContaining({ paymentId: payment.paymentId, amount: 28_750, status: 'processed' }),
    );
    expect((await buyer.call('GET', '/api/notifications')).json()).toMatchObject([
      {
        kind: 'checkout_payment_refunded',
        params: { amount: 28_750 },
        message:
          'Your payment of ₹287.50 for a checkout that could not be completed has been refunded. It can take 3-5 business days to reach your account.',
      },
    ]);

    // The refunded payment cannot place an order later, and is never refunded twice.
    await t.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, lastCopy.id));
    const retry = await buyer.placeOnlineOrder(lines, payment);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({
      message: 'This payment has been refunded. Please start the checkout again.',
    });
    expect(
      gateway()
        .refundsMade()
        .filter((made) => made.paymentId === payment.paymentId),
    ).toHaveLength(1);
  });

  it('leaves the payment alone when the request asks for other items than were paid for', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 5 });
    const payment = await buyer.payOnline([{ productId: book.id, quantity: 1 }]);
    const bigger = await buyer.placeOnlineOrder([{ productId: book.id, quantity: 2 }], payment);
    expect(bigger.statusCode).toBe(409);
    expect(bigger.json()).toMatchObject({ message: 'The amount paid does not match the order total' });
    expect((await buyer.placeOnlineOrder([{ productId: book.id, quantity: 1 }], payment)).statusCode).toBe(
      201,
    );
  });
});

describe('the request hash', () => {
  it('is the same for the same body whatever the order of its fields, and differs for another body', () => {
    expect(hashRequest({ a: 1, b: [{ x: 1, y: null }], c: undefined })).toBe(
      hashRequest({ b: [{ y: null, x: 1 }], a: 1 }),
    );
    expect(hashRequest({ a: 1 })).not.toBe(hashRequest({ a: 2 }));
    expect(hashRequest({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
