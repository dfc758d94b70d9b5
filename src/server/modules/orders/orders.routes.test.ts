import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { buyerClient, type Line } from '../../test/checkout.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { payments } from '../payments/payments.tables.ts';
import { products } from '../products/products.tables.ts';
import { orderStatusHistory, orders } from './orders.tables.ts';

const t = useTestApp();
let seller: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  seller = await createUser(t.database.db);
});

async function newBuyer() {
  const user = await createUser(t.database.db);
  return { user, ...buyerClient(t.app, await loginAs(t.app, user)) };
}
const stockOf = async (productId: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0];
const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('placing a cash-on-delivery order', () => {
  it('prices it on the server, takes the stock, snapshots the seller and empties those cart lines', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, {
      price: '450.00',
      quantity: 3,
      sellerWhatsapp: '9123456780',
    });
    const calculator = await createProduct(t.database.db, seller.id, {
      price: '650.00',
      quantity: 1,
      title: 'Casio fx-991ES',
    });
    await buyer.call('POST', '/api/cart', { productId: book.id, quantity: 2 });
    await buyer.call('POST', '/api/cart', { productId: calculator.id });

    const response = await buyer.placeCashOrder([
      { productId: book.id, quantity: 2, price: '450.00' },
      { productId: calculator.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      userId: buyer.user.id,
      status: 'pending_cod',
      paymentMethod: 'cod',
      subtotal: '1550.00',
      commission: '200.00', // 900 × 15% + 650 × 10%
      totalAmount: '1750.00',
    });
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      productId: book.id,
      quantity: 2,
      price: '450.00',
      platformFee: '135.00',
      productTitle: book.title,
      sellerName: seller.username,
      sellerEmail: seller.email,
      sellerPhone: '9123456780',
    });

    expect(await stockOf(book.id)).toMatchObject({ quantity: 1, unitsSold: 2 });
    expect(await stockOf(calculator.id)).toMatchObject({ quantity: 0, unitsSold: 1 });
    expect((await buyer.call('GET', `/api/cart/${buyer.user.id}`)).json()).toEqual([]);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'pending_cod', changedBy: buyer.user.id }]);
  });

  it('tells the buyer about the order and the seller about the sale', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const order = (await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).json();
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: buyer.user.id,
          type: 'order',
          kind: 'order_placed',
          params: { orderId: order.id },
        }),
        expect.objectContaining({
          userId: seller.id,
          type: 'product_sold',
          productId: book.id,
          kind: 'item_sold',
          params: { orderId: order.id, quantity: 1, title: book.title },
        }),
      ]),
    );
  });

  it('leaves the cart alone for a Buy Now order', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 2 });
    await buyer.call('POST', '/api/cart', { productId: book.id });
    await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], { fromBuyNow: true });
    expect((await buyer.call('GET', `/api/cart/${buyer.user.id}`)).json()).toHaveLength(1);
  });

  it.each([
    [{ customerName: 'P' }, 'Name must be at least 2 characters'],
    [{ customerPhone: '98765' }, 'Phone number must be at least 10 digits'],
    [{ deliveryAddressType: 'hostel' }, 'Address type is required'],
    [{ deliveryCity: '' }, 'All delivery address fields are required.'],
    [
      { deliveryAddressType: 'college', deliveryInstitution: '' },
      'All delivery address fields are required.',
    ],
    [{ items: [] }, 'Your cart is empty'],
  ])('refuses incomplete details %o with the spec message', async (override, message) => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const response = await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], override);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await stockOf(book.id)).toMatchObject({ quantity: 1 });
  });
});

describe('the server never trusts the figures a client sends', () => {
  it('refuses a tampered total with 409 and changes nothing', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { price: '450.00' });
    const response = await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], {
      totalAmount: 1,
      commission: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'The order total is now ₹517.50. Please review your order.',
    });
    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect(await stockOf(book.id)).toMatchObject({ quantity: 1, unitsSold: 0 });
  });

  it('refuses a stale item price with 409', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { price: '300.00' });
    const response = await buyer.placeCashOrder([{ productId: book.id, quantity: 1, price: '250.00' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('is now ₹300.00');
  });

  it('answers 400, not a crash, to an amount that is not money', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const response = await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], {
      totalAmount: 'lots',
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores its own figures whatever status or user the client names', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const response = await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], {
      status: 'completed',
    });
    expect(response.json().status).toBe('pending_cod');
    const forSomeoneElse = await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], {
      userId: seller.id,
    });
    expect(forSomeoneElse.statusCode).toBe(403);
  });
});

describe('stock', () => {
  it('says "Not enough quantity available" when the stock is gone', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 1 });
    const response = await buyer.placeCashOrder([{ productId: book.id, quantity: 2 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Not enough quantity available' });
  });

  it('says "Product with ID … not found" for a deleted listing', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { deletedAt: new Date() });
    const response = await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: `Product with ID ${book.id} not found` });
  });

  it('refuses to sell a student their own listing', async () => {
    const own = buyerClient(t.app, await loginAs(t.app, seller));
    const book = await createProduct(t.database.db, seller.id);
    expect((await own.placeCashOrder([{ productId: book.id, quantity: 1 }])).json()).toMatchObject({
      message: 'You cannot buy your own listing',
    });
  });

  it('sells the last unit exactly once when 20 orders arrive together', async () => {
    const lastCopy = await createProduct(t.database.db, seller.id, { quantity: 1 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => newBuyer()));
    const attempts = Array.from({ length: 20 }, (_, index) =>
      buyers[index % buyers.length]?.placeCashOrder([{ productId: lastCopy.id, quantity: 1 }]),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response?.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await stockOf(lastCopy.id)).toMatchObject({ quantity: 0, unitsSold: 1 });
  });
});

describe('cancelling', () => {
  it('cancels a cash-on-delivery order, puts the stock back and records who did it', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 2 });
    const order = (await buyer.placeCashOrder([{ productId: book.id, quantity: 2 }])).json();

    const response = await buyer.call('PUT', `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await stockOf(book.id)).toMatchObject({ quantity: 2, unitsSold: 0 });
    const detail = (await buyer.call('GET', `/api/orders/detail/${order.id}`)).json();
    expect(detail.statusHistory.map((change: { toStatus: string }) => change.toStatus)).toEqual([
      'pending_cod',
      'cancelled',
    ]);
    expect(detail.statusHistory.at(-1)).toMatchObject({
      changedBy: 'buyer',
      noteKind: 'cancelled_by_buyer',
      noteParams: {},
      note: 'Cancelled by the buyer',
    });

    const again = await buyer.call('PUT', `/api/orders/${order.id}/cancel`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'This order can no longer be cancelled' });
  });

  it('refuses once the order has shipped, and refuses other students (403)', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const order = (await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).json();
    const stranger = await newBuyer();
    expect((await stranger.call('PUT', `/api/orders/${order.id}/cancel`)).statusCode).toBe(403);

    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    expect((await buyer.call('PUT', `/api/orders/${order.id}/cancel`)).statusCode).toBe(400);
    expect((await buyer.call('PUT', '/api/orders/99999999/cancel')).statusCode).toBe(404);
  });
});

describe('refund requests', () => {
  it('are allowed once delivered, need a reason, and only once', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const order = (await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).json();
    const ask = (reason: string) => buyer.call('POST', `/api/orders/${order.id}/refund-request`, { reason });

    expect((await ask('Pages missing')).json()).toMatchObject({
      message: 'A refund can be requested once the order is delivered',
    });
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    expect((await ask('   ')).json()).toMatchObject({ message: 'Please tell us why you want a refund' });

    const response = await ask('  Chapters 4 to 6 are missing  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'refund_requested',
      refundRequested: true,
      refundReason: 'Chapters 4 to 6 are missing',
      refundStatus: 'requested',
    });
    // The buyer's reason is the step's note, as they wrote it.
    const detail = (await buyer.call('GET', `/api/orders/detail/${order.id}`)).json();
    expect(detail.statusHistory.at(-1)).toMatchObject({
      toStatus: 'refund_requested',
      noteKind: 'refund_requested',
      noteParams: { reason: 'Chapters 4 to 6 are missing' },
      note: 'Chapters 4 to 6 are missing',
    });
    expect((await ask('Again')).json()).toMatchObject({
      message: 'A refund has already been requested for this order',
    });
  });
});

describe('reading orders', () => {
  it("lists a student's own orders newest first with items, and nobody else's (403)", async () => {
    const buyer = await newBuyer();
    const first = await createProduct(t.database.db, seller.id);
    const second = await createProduct(t.database.db, seller.id);
    await buyer.placeCashOrder([{ productId: first.id, quantity: 1 }]);
    await buyer.placeCashOrder([{ productId: second.id, quantity: 1 }]);

    const list = (await buyer.call('GET', `/api/orders/${buyer.user.id}`)).json();
    expect(list.map((order: { items: { productId: number }[] }) => order.items[0]?.productId)).toEqual([
      second.id,
      first.id,
    ]);
    expect(list[0].items[0].product).toMatchObject({ id: second.id, title: second.title });

    const stranger = await newBuyer();
    expect((await stranger.call('GET', `/api/orders/${buyer.user.id}`)).statusCode).toBe(403);
    expect((await stranger.call('GET', `/api/orders/detail/${list[0].id}`)).statusCode).toBe(403);
    const admin = buyerClient(
      t.app,
      await loginAs(t.app, await createUser(t.database.db, { isAdmin: true })),
    );
    expect((await admin.call('GET', `/api/orders/${buyer.user.id}`)).statusCode).toBe(200);
  });

  it('asks a guest to sign in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject('/api/orders/1')).statusCode).toBe(401);
  });
});

describe('paying online', () => {
  const buyOne = (productId: number): Line[] => [{ productId, quantity: 1 }];

  it('places a paid order for a verified payment at the amount the server computed', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { price: '1999.00' });
    const payment = await buyer.payOnline(buyOne(book.id));
    expect(payment.providerOrder.amount).toBe(209895); // ₹1,999 + 5%

    const response = await buyer.placeOnlineOrder(buyOne(book.id), payment);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'paid',
      paymentMethod: 'razorpay',
      totalAmount: '2098.95',
      paymentId: payment.paymentId,
      orderId: payment.providerOrder.id,
    });
  });

  it('accepts a payment for one order only (409 on reuse)', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 5 });
    const payment = await buyer.payOnline(buyOne(book.id));
    expect((await buyer.placeOnlineOrder(buyOne(book.id), payment)).statusCode).toBe(201);
    const reused = await buyer.placeOnlineOrder(buyOne(book.id), payment);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: 'This payment has already been used for an order' });
    expect(await stockOf(book.id)).toMatchObject({ quantity: 4 });
  });

  it("refuses another student's payment and an order bigger than what was paid", async () => {
    const payer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { quantity: 5 });
    const payment = await payer.payOnline(buyOne(book.id));

    const thief = await newBuyer();
    expect((await thief.placeOnlineOrder(buyOne(book.id), payment)).statusCode).toBe(400);
    const bigger = await payer.placeOnlineOrder([{ productId: book.id, quantity: 2 }], payment);
    expect(bigger.statusCode).toBe(409);
    expect(bigger.json()).toMatchObject({ message: 'The amount paid does not match the order total' });
  });

  it('refuses a forged signature (400) and an order for an unverified payment', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const created = (
      await buyer.call('POST', '/api/razorpay/create-order', { items: buyOne(book.id) })
    ).json();
    const forged = await buyer.call('POST', '/api/razorpay/verify-payment', {
      razorpay_order_id: created.order.id,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Payment verification failed' });

    const unverified = await buyer.placeOnlineOrder(buyOne(book.id), {
      providerOrder: created.order,
      paymentId: 'pay_forged',
    });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toMatchObject({ message: 'Payment has not been verified' });
  });

  it("computes the provider order from the buyer's cart when no items are named", async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id, { price: '100.00', quantity: 3 });
    await buyer.call('POST', '/api/cart', { productId: book.id, quantity: 3 });
    const created = await buyer.call('POST', '/api/razorpay/create-order', {
      amount: 1,
      currency: 'INR',
      receipt: 'x',
    });
    expect(created.json()).toMatchObject({
      success: true,
      key_id: 'rzp_simulated',
      order: { amount: 34500, currency: 'INR' },
    });

    const empty = await newBuyer();
    const nothing = await empty.call('POST', '/api/razorpay/create-order', {});
    expect(nothing.json()).toMatchObject({ message: 'Your cart is empty' });
  });

  it('records a failed checkout, and an online order without payment details is refused', async () => {
    const buyer = await newBuyer();
    const book = await createProduct(t.database.db, seller.id);
    const created = (
      await buyer.call('POST', '/api/razorpay/create-order', { items: buyOne(book.id) })
    ).json();
    const failed = await buyer.call('POST', '/api/razorpay/simulated-checkout', {
      razorpay_order_id: created.order.id,
      outcome: 'failure',
    });
    expect(failed.statusCode).toBe(402);
    const noPayment = await buyer.call('POST', '/api/orders', {
      customerName: 'Priya',
      customerPhone: '9876543210',
      deliveryAddressType: 'college',
      deliveryInstitution: 'COEP',
      paymentMethod: 'razorpay',
      items: buyOne(book.id),
    });
    expect(noPayment.json()).toMatchObject({ message: 'Payment details are missing' });
  });
});

describe('limits against hoarding and spam', () => {
  const copies = async (count: number) =>
    Promise.all(
      Array.from({ length: count }, () => createProduct(t.database.db, seller.id, { quantity: 5 })),
    );

  it('lets a buyer wait for at most three cash-on-delivery orders at once, and a cancelled one frees a place', async () => {
    const buyer = await newBuyer();
    const books = await copies(5);
    for (const book of books.slice(0, 3)) {
      expect((await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).statusCode).toBe(201);
    }
    const fourth = books[3] as (typeof books)[number];
    const refused = await buyer.placeCashOrder([{ productId: fourth.id, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'You already have 3 cash-on-delivery orders waiting to be collected. ' +
        'Collect or cancel one before placing another, or pay online.',
    });
    expect(await ordersOf(buyer.user.id)).toHaveLength(3);
    expect((await stockOf(fourth.id))?.quantity).toBe(5);

    // Paying online is not capped: the money is taken up front.
    const line = [{ productId: fourth.id, quantity: 1 }];
    expect((await buyer.placeOnlineOrder(line, await buyer.payOnline(line))).statusCode).toBe(201);

    const waiting = (await ordersOf(buyer.user.id)).find((order) => order.paymentMethod === 'cod');
    expect((await buyer.call('PUT', `/api/orders/${waiting?.id}/cancel`)).statusCode).toBe(200);
    expect((await buyer.placeCashOrder([{ productId: fourth.id, quantity: 1 }])).statusCode).toBe(201);
  });

  it('lets only one of two cash-on-delivery orders racing for the last place through', async () => {
    const buyer = await newBuyer();
    const books = await copies(4);
    for (const book of books.slice(0, 2)) await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }]);
    const racing = await Promise.all(
      books.slice(2).map((book) => buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await ordersOf(buyer.user.id)).toHaveLength(3);
  });

  it('limits how many orders a student places and cancels in an hour, without slowing anyone else', async () => {
    const limited = await t.withSettings({ ORDER_RATE_LIMIT: '2' });
    const client = async () => {
      const user = await createUser(t.database.db);
      return buyerClient(limited, await loginAs(limited, user));
    };
    const buyer = await client();
    const books = await copies(3);
    for (const book of books.slice(0, 2)) {
      expect((await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).statusCode).toBe(201);
    }
    const third = await buyer.placeCashOrder([
      { productId: (books[2] as (typeof books)[number]).id, quantity: 1 },
    ]);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(
      /^You have placed or cancelled too many orders in the last hour\. Please try again in (1 hour|\d+ minutes)\.$/,
    );
    // The wait goes as seconds, which the reader's language words (docs/decisions/071).
    expect(third.json()).toMatchObject({
      code: 'request.too_many_orders',
      params: { after: expect.any(Number) },
    });
    expect(third.json().params.after).toBeGreaterThan(60);
    const other = await client();
    expect(
      (await other.placeCashOrder([{ productId: (books[2] as (typeof books)[number]).id, quantity: 1 }]))
        .statusCode,
    ).toBe(201);
  });
});

describe('the largest order', () => {
  it('is refused with a clear message before anything is written or any payment is started', async () => {
    const buyer = await newBuyer();
    const lot = await createProduct(t.database.db, seller.id, { price: '10000000.00', quantity: 20 });
    const line = [{ productId: lot.id, quantity: 10 }];
    const message = {
      message: 'An order can come to at most ₹9,99,99,999.99. Please order fewer items.',
      code: 'order.total_too_large',
      params: { max: '₹9,99,99,999.99' },
    };

    const cash = await buyer.placeCashOrder(line);
    expect(cash.statusCode).toBe(400);
    expect(cash.json()).toEqual(message);
    const online = await buyer.call('POST', '/api/razorpay/create-order', { items: line });
    expect(online.statusCode).toBe(400);
    expect(online.json()).toEqual(message);

    expect(await ordersOf(buyer.user.id)).toHaveLength(0);
    expect((await stockOf(lot.id))?.quantity).toBe(20);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.userId, buyer.user.id)),
    ).toHaveLength(0);
  });
});

describe('ids past the largest row id', () => {
  it('are bad input (400) in a path and in an order line, not a server error', async () => {
    const buyer = await newBuyer();
    const detail = await buyer.call('GET', '/api/orders/detail/2147483648');
    expect(detail.statusCode).toBe(400);
    expect(detail.json()).toMatchObject({ message: 'Id is out of range' });
    const placed = await buyer.placeCashOrder([{ productId: 2_147_483_648, quantity: 1 }]);
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toMatchObject({ message: 'Product id is out of range' });
  });
});
