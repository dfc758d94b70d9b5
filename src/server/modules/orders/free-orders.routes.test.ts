import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Product, ProductFacets } from '../../../domain/contracts/products.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, type Student } from '../../test/exchange.ts';
import { createProduct, uniqueCity } from '../../test/factories.ts';
import { payments } from '../payments/payments.tables.ts';
import { payoutEntries } from '../payouts/payouts.tables.ts';
import { orderItems, orders } from './orders.tables.ts';

/** Free listings, "Free — pass it on" (docs/decisions/093-free-listings.md). */
const t = useTestApp();

const student = () => newStudent(t);
const freeBook = (seller: Student, overrides: Parameters<typeof createProduct>[2] = {}) =>
  createProduct(t.database.db, seller.user.id, { price: '0.00', quantity: 3, ...overrides });
const ledgerOf = (orderId: number) =>
  t.database.db.select().from(payoutEntries).where(eq(payoutEntries.orderId, orderId));
const paymentsOf = (buyer: Student) =>
  t.database.db.select().from(payments).where(eq(payments.userId, buyer.user.id));

const listing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Engineering Mathematics by B.S. Grewal',
  description: 'Last year’s copy, passing it on to the next batch.',
  price: '0',
  condition: 'Good',
  category: 'Textbooks',
  quantity: '1',
  institute: 'College of Engineering Pune',
  pickupAddress: 'College of Engineering Pune',
  pickupCity: uniqueCity(),
  pickupState: 'Maharashtra',
  pickupPincode: '411005',
  disclaimerAccepted: 'true',
  ...overrides,
});

describe('listing an item for free', () => {
  it('lists a price of 0 as free, and lets the seller change a price to 0 and back', async () => {
    const seller = await student();
    const created = await seller.call('POST', '/api/products', listing());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ price: '0.00' });

    const priced = await seller.call('POST', '/api/products', listing({ price: '120' }));
    const id = priced.json().id;
    expect((await seller.call('PUT', `/api/products/${id}`, { price: '0' })).json()).toMatchObject({
      price: '0.00',
    });
    expect((await seller.call('PUT', `/api/products/${id}`, { price: '80' })).json()).toMatchObject({
      price: '80.00',
    });
  });

  it('still refuses a negative price and one of less than a paisa', async () => {
    const seller = await student();
    for (const price of ['-1', '0.004']) {
      const refused = await seller.call('POST', '/api/products', listing({ price }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Price must be a positive number' });
    }
  });
});

describe('ordering a free item', () => {
  it('comes to ₹0 with no fee, no payment and nothing in the ledger, and counts as a sale and a purchase', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const book = await freeBook(seller);
    const placed = await buyer.placeCashOrder([{ productId: book.id, quantity: 1, price: '0.00' }], {
      totalAmount: '0.00',
      commission: '0.00',
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as number;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      subtotal: '0.00',
      commission: '0.00',
      totalAmount: '0.00',
      paymentMethod: 'cod',
      status: 'pending_cod',
    });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ price: '0.00', platformFee: '0.00' });

    expect((await handOver(seller, buyer, orderId)).statusCode).toBe(200);
    expect(await ledgerOf(orderId)).toEqual([]);
    expect(await paymentsOf(buyer)).toEqual([]);

    const earned = async (who: Student) =>
      (
        (await who.call('GET', `/api/user/${who.user.id}/achievements`)).json() as { achievementId: string }[]
      ).map((row) => row.achievementId);
    expect(await earned(buyer)).toContain('first_purchase');
    expect(await earned(seller)).toContain('first_sale');
    expect((await seller.call('GET', `/api/user/${seller.user.id}/stats`)).json()).toMatchObject({
      totalSales: 1,
    });
  });

  it('has nothing to pay online: the payment order is refused with a pointer to cash on delivery', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const book = await freeBook(seller);
    const refused = await buyer.call('POST', '/api/razorpay/create-order', {
      amount: 1,
      currency: 'INR',
      receipt: 'web',
      items: [{ productId: book.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'payment.nothing_to_pay',
      message:
        'Free items are collected in person and there is nothing to pay online. Please choose cash on delivery.',
    });
    expect(await paymentsOf(buyer)).toEqual([]);
  });

  it('pays online for the priced items of a mixed cart only, and the ledger holds only their price', async () => {
    const [buyer, giver, seller] = await Promise.all([student(), student(), student()]);
    const free = await freeBook(giver);
    const priced = await createProduct(t.database.db, seller.user.id, { price: '200.00', quantity: 2 });
    const lines = [
      { productId: free.id, quantity: 1 },
      { productId: priced.id, quantity: 1 },
    ];
    const placed = await buyer.placeOnlineOrder(lines, await buyer.payOnline(lines));
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as number;
    expect(placed.json()).toMatchObject({ subtotal: '200.00', commission: '30.00', totalAmount: '230.00' });
    expect((await paymentsOf(buyer)).map((payment) => payment.amount)).toEqual(['230.00']);

    expect((await handOver(giver, buyer, orderId)).statusCode).toBe(200);
    expect((await handOver(seller, buyer, orderId)).statusCode).toBe(200);
    expect(
      (await ledgerOf(orderId)).map(({ sellerId, kind, amountPaise }) => ({ sellerId, kind, amountPaise })),
    ).toEqual([{ sellerId: seller.user.id, kind: 'earning', amountPaise: 20_000 }]);
  });
});

describe('open free orders', () => {
  it('lets a buyer wait for at most two, says so, and a handed-over one frees a place', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const books = await Promise.all([1, 2, 3].map(() => freeBook(seller)));
    const orderIds: number[] = [];
    for (const book of books.slice(0, 2)) {
      const placed = await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }]);
      expect(placed.statusCode).toBe(201);
      orderIds.push(placed.json().id);
    }
    const third = books[2]?.id ?? 0;
    const refused = await buyer.placeCashOrder([{ productId: third, quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'order.free_limit',
      message:
        'You already have 2 free items waiting to be collected — collect them first before ordering another.',
    });

    // The limit holds whatever pays for the rest of the cart.
    const priced = await createProduct(t.database.db, seller.user.id, { price: '300.00' });
    const mixed = [
      { productId: third, quantity: 1 },
      { productId: priced.id, quantity: 1 },
    ];
    expect((await buyer.placeOnlineOrder(mixed, await buyer.payOnline(mixed))).json()).toMatchObject({
      code: 'order.free_limit',
    });

    expect((await handOver(seller, buyer, orderIds[0] ?? 0)).statusCode).toBe(200);
    expect((await buyer.placeCashOrder([{ productId: third, quantity: 1 }])).statusCode).toBe(201);
  });

  it('are not cash orders: three cash orders still fit beside two free ones', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    for (const price of ['0.00', '0.00', '100.00', '100.00', '100.00']) {
      const book = await createProduct(t.database.db, seller.user.id, { price });
      expect((await buyer.placeCashOrder([{ productId: book.id, quantity: 1 }])).statusCode).toBe(201);
    }
    const waiting = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    expect(waiting).toHaveLength(5);
  });
});

describe('offers on a free item', () => {
  it('are refused: there is no price to go below', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const book = await freeBook(seller);
    const refused = await buyer.call('POST', `/api/listings/${book.id}/offers`, { amount: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'offer.free_listing',
      message: 'This item is free, so there is no price to make an offer on',
    });
  });
});

describe('browsing free items', () => {
  it('shows only free listings with free=true, and the facets count them', async () => {
    const seller = await student();
    const city = uniqueCity();
    const free = await freeBook(seller, { pickupCity: city });
    const priced = await createProduct(t.database.db, seller.user.id, { pickupCity: city });
    const inCity = `/api/products?city=${encodeURIComponent(city)}`;

    const all = (await t.app.inject(inCity)).json() as Product[];
    expect(all.map((product) => product.id).sort()).toEqual([free.id, priced.id].sort());
    const onlyFree = (await t.app.inject(`${inCity}&free=true`)).json() as Product[];
    expect(onlyFree.map((product) => product.id)).toEqual([free.id]);
    expect((await t.app.inject(`${inCity}&free=false`)).json()).toHaveLength(2);

    const facets = (
      await t.app.inject(`/api/products/facets?city=${encodeURIComponent(city)}&free=true`)
    ).json();
    expect((facets as ProductFacets).free).toBe(1);

    const bad = await t.app.inject(`${inCity}&free=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Free must be true or false' });
  });

  it('tells who saved a listing when its price drops to 0, and keeps Free only in a saved search', async () => {
    const [watcher, seller] = await Promise.all([student(), student()]);
    const city = uniqueCity();
    expect((await watcher.call('POST', '/api/saved-searches', { city, free: 'true' })).statusCode).toBe(201);
    const priced = await createProduct(t.database.db, seller.user.id, { price: '150.00', pickupCity: city });
    expect((await watcher.call('PUT', `/api/favourites/${priced.id}`)).statusCode).toBe(200);
    expect((await seller.call('PUT', `/api/products/${priced.id}`, { price: '0' })).statusCode).toBe(200);
    const types = ((await watcher.call('GET', '/api/notifications')).json() as { type: string }[]).map(
      (notice) => notice.type,
    );
    expect(types).toContain('favourite_price_drop');
    const saved = (await watcher.call('GET', '/api/saved-searches')).json();
    expect(saved).toEqual([expect.objectContaining({ query: { city, free: true }, total: 1 })]);
  });
});
