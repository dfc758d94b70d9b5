import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { homeDelivery } from '../../test/checkout.ts';
import { handOver, newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';
import { orders } from './orders.tables.ts';

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
let admin: Student;
beforeAll(async () => {
  admin = await newStudent(t, { isAdmin: true });
});

const student = () => newStudent(t);

describe('the seller’s sales list', () => {
  it("shows the seller's part of each order, newest first: items, what they receive, the buyer and the delivery", async () => {
    const [buyer, seller, other] = await Promise.all([student(), student(), student()]);
    const book = await createProduct(t.database.db, seller.user.id, {
      price: '450.00',
      quantity: 5,
      images: ['cover.webp'],
    });
    const calculator = await createProduct(t.database.db, seller.user.id, { price: '650.00', quantity: 1 });
    const othersBook = await createProduct(t.database.db, other.user.id, { price: '999.00' });
    const first = (
      await buyer.placeCashOrder([
        { productId: book.id, quantity: 2 },
        { productId: othersBook.id, quantity: 1 },
        { productId: calculator.id, quantity: 1 },
      ])
    ).json();
    const second = (
      await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }], {
        deliveryAddressType: 'college',
        deliveryInstitution: 'COEP Technological University',
      })
    ).json();

    const response = await seller.call('GET', '/api/sales');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const sales = response.json();
    expect(sales.map((sale: { orderId: number }) => sale.orderId)).toEqual([second.id, first.id]);
    expect(sales[1]).toEqual({
      orderId: first.id,
      createdAt: first.createdAt,
      orderStatus: 'pending_cod',
      paymentMethod: 'cod',
      sellerId: seller.user.id,
      state: 'awaiting',
      handedOverAt: null,
      declinedAt: null,
      declineReason: null,
      canHandOver: true,
      codeTriesLeft: 5,
      codeLockedUntil: null,
      items: [
        {
          productId: book.id,
          productTitle: book.title,
          quantity: 2,
          unitPrice: '450.00',
          askingPrice: null,
          image: 'cover.webp',
        },
        {
          productId: calculator.id,
          productTitle: calculator.title,
          quantity: 1,
          unitPrice: '650.00',
          askingPrice: null,
          image: null,
        },
      ],
      // 2 × 450 + 650: the base price, no fee.
      sellerReceives: '1550.00',
      // 15 % of 900 + 10 % of 650; cash on delivery: the buyer hands over price and fee, one figure for both.
      platformFee: '200.00',
      cashToHandOver: '1750.00',
      buyer: { name: homeDelivery.customerName, phone: homeDelivery.customerPhone },
      delivery: {
        addressType: 'home',
        institution: null,
        address: homeDelivery.deliveryAddress,
        city: homeDelivery.deliveryCity,
        state: homeDelivery.deliveryState,
        pincode: homeDelivery.deliveryPincode,
      },
      unreadMessages: 0,
    });
    expect(sales[0].delivery).toMatchObject({
      addressType: 'college',
      institution: 'COEP Technological University',
    });

    // The other seller sees only their own line of the shared order.
    const theirs = (await other.call('GET', '/api/sales')).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ orderId: first.id, sellerReceives: '999.00' });
    expect(theirs[0].items).toEqual([expect.objectContaining({ productId: othersBook.id })]);
  });

  it('pages with limit and offset, and leaves out deleted orders', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await orderFrom(t, buyer, [seller])).orderId);
    const page = await seller.call('GET', '/api/sales?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((sale: { orderId: number }) => sale.orderId)).toEqual([ids[1], ids[0]]);

    await admin.call('DELETE', `/api/admin/orders/${ids[2]}`);
    const after = await seller.call('GET', '/api/sales');
    expect(after.headers['x-total-count']).toBe('2');
    expect(after.json().map((sale: { orderId: number }) => sale.orderId)).toEqual([ids[1], ids[0]]);
  });

  it('is empty for a student who has sold nothing, and asks a guest to sign in', async () => {
    const nobody = await student();
    const response = await nobody.call('GET', '/api/sales');
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
    expect((await t.app.inject('/api/sales')).statusCode).toBe(401);
  });

  it.each([
    ['limit=0', 'Limit must be at least 1'],
    ['limit=51', 'At most 50 sales per page'],
    ['limit=two', 'Limit must be a number'],
    ['offset=-1', 'Offset cannot be negative'],
    ['offset=1.5', 'Offset must be a whole number'],
  ])('refuses ?%s with a clear message', async (query, message) => {
    const seller = await student();
    const response = await seller.call('GET', `/api/sales?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('one sale', () => {
  it("shows the seller's part with the order's status changes and the seller's own steps, not another seller's", async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan]);
    await handOver(rohan, buyer, orderId);
    await handOver(asha, buyer, orderId);

    const response = await asha.call('GET', `/api/sales/${orderId}`);
    expect(response.statusCode).toBe(200);
    const sale = response.json();
    expect(sale).toMatchObject({
      orderId,
      sellerId: asha.user.id,
      state: 'handed_over',
      orderStatus: 'delivered',
      sellerReceives: '250.00',
      unreadMessages: 0,
    });
    expect(sale.statusHistory).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending_cod', changedBy: 'buyer' }),
      expect.objectContaining({
        fromStatus: 'pending_cod',
        toStatus: 'delivered',
        changedBy: 'seller',
        changedByName: asha.user.username,
      }),
    ]);
    // Rohan's own hand-over (no status change) is in his history, not Asha's.
    const rohans = (await rohan.call('GET', `/api/sales/${orderId}`)).json();
    expect(rohans.statusHistory.map((step: { note: string | null }) => step.note)).toEqual([
      null,
      `Handed over by ${rohan.user.username}; cash collected`,
      `Handed over by ${asha.user.username}; cash collected`,
    ]);
  });

  it('is for sellers in the order and admins: 401 signed out, 403 for the buyer and another student, 404 for no order', async () => {
    const [buyer, asha, rohan, stranger] = await Promise.all([student(), student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan]);
    const url = `/api/sales/${orderId}`;
    expect((await t.app.inject(url)).statusCode).toBe(401);
    for (const caller of [buyer, stranger]) {
      const response = await caller.call('GET', url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'This is not your sale' });
    }
    // A seller cannot read another seller's part of the same order.
    expect((await asha.call('GET', `${url}?sellerId=${rohan.user.id}`)).statusCode).toBe(403);
    expect((await asha.call('GET', '/api/sales/99999999')).statusCode).toBe(404);

    expect((await admin.call('GET', url)).json()).toMatchObject({ sellerId: asha.user.id });
    expect((await admin.call('GET', `${url}?sellerId=${rohan.user.id}`)).json()).toMatchObject({
      sellerId: rohan.user.id,
    });
    const noPart = await admin.call('GET', `${url}?sellerId=${stranger.user.id}`);
    expect(noPart.statusCode).toBe(404);
    expect(noPart.json()).toMatchObject({ message: 'This seller has no part in this order' });
  });

  it("answers 404 for a deleted order, and shows a seller only their own sales' buyer details", async () => {
    const [buyer, seller, stranger] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await t.database.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, orderId));
    expect((await seller.call('GET', `/api/sales/${orderId}`)).statusCode).toBe(404);
    // The buyer's other orders (from someone else) never show in this seller's list.
    await orderFrom(t, buyer, [stranger]);
    const mine = (await seller.call('GET', '/api/sales')).json();
    expect(mine).toEqual([]);
  });

  it('answers 400 to an order id or seller id that is not a number', async () => {
    const seller = await student();
    expect((await seller.call('GET', '/api/sales/abc')).json()).toMatchObject({
      message: 'Order id must be a number',
    });
    expect((await seller.call('GET', '/api/sales/1?sellerId=x')).json()).toMatchObject({
      message: 'Seller id must be a number',
    });
  });
});
