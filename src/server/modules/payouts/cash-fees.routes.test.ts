import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { payoutEntries } from './payouts.tables.ts';

/*
 * The fees cash sales owe (docs/decisions/048-fees-cash-sales-owe.md): a fee owed at a cash part's hand-over,
 * reversed once when it is refunded, netted from the next payout, paid to the platform as an admin records, and a
 * seller owing more than COD_FEE_DEBT_LIMIT (₹100 here) offered for online payment only.
 */

const t = useTestApp({
  env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', COD_FEE_DEBT_LIMIT: '100' },
  ownDatabase: true,
});
let admin: Student;
beforeAll(async () => {
  admin = await newStudent(t, { isAdmin: true });
});

const student = () => newStudent(t);
const payoutsOf = async (seller: Student) => (await seller.call('GET', '/api/payouts')).json();
const kindsOf = async (sellerId: number) =>
  (
    await t.database.db
      .select()
      .from(payoutEntries)
      .where(eq(payoutEntries.sellerId, sellerId))
      .orderBy(payoutEntries.id)
  ).map((entry) => [entry.kind, entry.amountPaise]);
const makeDue = (sellerId: number) =>
  t.database.db
    .update(payoutEntries)
    .set({ dueAt: sql`now() - interval '1 minute'` })
    .where(eq(payoutEntries.sellerId, sellerId));
const feesPaid = (who: Student, sellerId: number, body: object) =>
  who.call('POST', `/api/admin/payouts/${sellerId}/fees-paid`, body);

/** A cash order of one listing from the seller, handed over: the seller owes its fee. */
async function cashSale(buyer: Student, seller: Student, price = '250.00') {
  const { orderId } = await orderFrom(t, buyer, [seller], { price });
  expect((await handOver(seller, buyer, orderId)).statusCode).toBe(200);
  return orderId;
}

describe('the fee a cash sale owes', () => {
  it('is owed by the seller at the hand-over, once, and shown with the order it comes from', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const orderId = await cashSale(buyer, seller);
    // Completing the delivered order hands nothing more over.
    await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'completed' });
    expect(await kindsOf(seller.user.id)).toEqual([['fee_owed', -3_750]]);

    const body = await payoutsOf(seller);
    expect(body).toMatchObject({ pending: '0.00', due: '0.00', paid: '0.00', feesOwed: '37.50' });
    expect(body.feesOwedOrders).toEqual([
      { orderId, orderNumber: orderNumber(orderId), amount: '37.50', handedOverAt: expect.any(String) },
    ]);
    expect(body.entries).toMatchObject([{ orderId, kind: 'fee_owed', amount: '-37.50' }]);
  });

  it('is owed for each part an admin hands over, and not for a part declined', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan], { price: '1000.00' });
    await rohan.call('POST', `/api/sales/${orderId}/decline`, { reason: 'Sold it elsewhere, sorry.' });
    expect(
      (await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'delivered' })).statusCode,
    ).toBe(200);
    expect(await kindsOf(asha.user.id)).toEqual([['fee_owed', -10_000]]);
    expect(await kindsOf(rohan.user.id)).toEqual([]);
  });

  it('is reversed once when the part is refunded after the hand-over (the seller returns the cash)', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const orderId = await cashSale(buyer, seller);
    await buyer.call('POST', `/api/orders/${orderId}/refund-request`, { reason: 'Pages missing' });
    const decided = await admin.call('POST', `/api/admin/orders/${orderId}/refund`, {
      approve: true,
      note: '',
    });
    expect(decided.statusCode).toBe(200);
    // A second decision, or an admin refunding again, changes nothing.
    await admin.call('POST', `/api/admin/orders/${orderId}/refund`, { approve: true, note: '' });
    await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'refunded' });
    expect(await kindsOf(seller.user.id)).toEqual([
      ['fee_owed', -3_750],
      ['fee_reversal', 3_750],
    ]);
    expect(await payoutsOf(seller)).toMatchObject({ feesOwed: '0.00', feesOwedOrders: [] });
    // Money that went back in cash cannot be reopened.
    expect(
      (await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'delivered' })).statusCode,
    ).toBe(409);
  });
});

describe('settling a seller who owes fees', () => {
  it('pays the due earnings minus the fees owed', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    await cashSale(buyer, seller);
    const online = await orderFrom(t, buyer, [seller], { online: true });
    await handOver(seller, buyer, online.orderId);
    await makeDue(seller.user.id);

    const settled = await admin.call('POST', `/api/admin/payouts/${seller.user.id}/settle`, {
      reference: 'UTR1',
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ amount: '212.50', feesNetted: '37.50', count: 1 });
    expect(await payoutsOf(seller)).toMatchObject({
      due: '0.00',
      paid: '212.50',
      feesOwed: '0.00',
      feesOwedOrders: [],
    });
  });

  it('never pays below zero: what the earnings do not cover stays owed, and is netted once', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const cashOrder = await cashSale(buyer, seller, '1000.00'); // fee ₹100
    const online = await orderFrom(t, buyer, [seller], { online: true, price: '60.00' });
    await handOver(seller, buyer, online.orderId);
    await makeDue(seller.user.id);

    const answers = await Promise.all([
      admin.call('POST', `/api/admin/payouts/${seller.user.id}/settle`, { reference: 'UTR2' }),
      admin.call('POST', `/api/admin/payouts/${seller.user.id}/settle`, { reference: 'UTR3' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toMatchObject({
      amount: '0.00',
      feesNetted: '60.00',
    });
    expect(await payoutsOf(seller)).toMatchObject({
      due: '0.00',
      paid: '0.00',
      feesOwed: '40.00',
      feesOwedOrders: [{ orderId: cashOrder, amount: '40.00' }],
    });
  });
});

describe('POST /api/admin/payouts/{sellerId}/fees-paid', () => {
  it('records what a seller paid the platform, up to what they owe, audited', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    await cashSale(buyer, seller);
    await cashSale(buyer, seller, '100.00'); // fee ₹15

    const paid = await feesPaid(admin, seller.user.id, { amount: '40', reference: ' UPI-77 ' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      sellerId: seller.user.id,
      amount: '40.00',
      feesOwed: '12.50',
      reference: 'UPI-77',
    });
    const body = await payoutsOf(seller);
    expect(body).toMatchObject({ feesOwed: '12.50', paid: '0.00' });
    expect(body.feesOwedOrders.map((fee: { amount: string }) => fee.amount)).toEqual(['12.50']);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'payout.fees_paid'));
    expect(audit.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ sellerId: seller.user.id, amount: '40.00', reference: 'UPI-77' }),
    );

    const tooMuch = await feesPaid(admin, seller.user.id, { amount: '12.51', reference: 'UPI-78' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'payout.fees_paid_too_much',
      message: 'This seller owes only ₹12.50 in fees',
    });
    expect((await feesPaid(admin, seller.user.id, { amount: '12.50', reference: 'UPI-79' })).statusCode).toBe(
      200,
    );
    const nothing = await feesPaid(admin, seller.user.id, { amount: '1', reference: 'UPI-80' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: 'This seller owes no fees' });
  });

  it('is for admins only, about sellers that exist, with a valid amount and reference', async () => {
    const seller = await student();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${seller.user.id}/fees-paid`,
      payload: { amount: '10', reference: 'UPI' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await feesPaid(seller, seller.user.id, { amount: '10', reference: 'UPI' })).statusCode).toBe(403);
    const missing = await feesPaid(admin, 99_999_999, { amount: '10', reference: 'UPI' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Seller not found' });
    for (const [body, message] of [
      [{ reference: 'UPI' }, 'Please enter the amount paid'],
      [{ amount: 'ten', reference: 'UPI' }, 'Please enter the amount in rupees, such as 250 or 250.50'],
      [{ amount: '10.555', reference: 'UPI' }, 'Please enter the amount in rupees, such as 250 or 250.50'],
      [{ amount: '0', reference: 'UPI' }, 'The amount must be more than ₹0'],
      [{ amount: '10' }, 'Please enter the payment reference'],
      [{ amount: '10', reference: 'x'.repeat(101) }, 'The reference can be at most 100 characters'],
    ] as const) {
      const response = await feesPaid(admin, seller.user.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });
});

describe('a seller owing more than COD_FEE_DEBT_LIMIT', () => {
  it('is offered for online payment only until the debt is paid', async () => {
    const [buyer, seller, other] = await Promise.all([student(), student(), student()]);
    await cashSale(buyer, seller, '1000.00'); // fee ₹100: at the limit, not over it
    expect((await orderFrom(t, buyer, [seller])).orderId).toBeGreaterThan(0);
    await cashSale(buyer, seller, '100.00'); // ₹115 owed now

    const refused = await orderFrom(t, buyer, [other, seller]).catch((error: Error) => error.message);
    expect(refused).toContain('placing the order: 400');
    expect(JSON.parse(String(refused).replace(/^placing the order: 400 /, ''))).toMatchObject({
      code: 'order.cash_unavailable',
      params: { sellers: expect.any(String) },
    });
    // Online payment is still open, and other sellers' items still go for cash.
    expect((await orderFrom(t, buyer, [seller], { online: true })).orderId).toBeGreaterThan(0);
    expect((await orderFrom(t, buyer, [other])).orderId).toBeGreaterThan(0);

    expect((await feesPaid(admin, seller.user.id, { amount: '15', reference: 'UPI-1' })).statusCode).toBe(
      200,
    );
    expect((await orderFrom(t, buyer, [seller])).orderId).toBeGreaterThan(0);
  });

  it('is shown to buyers as online payment only before they order: the cart and the listing say so, never the debt', async () => {
    const [buyer, seller, other] = await Promise.all([student(), student(), student()]);
    const owingListing = await createProduct(t.database.db, seller.user.id, { quantity: 3 });
    const otherListing = await createProduct(t.database.db, other.user.id, { quantity: 3 });
    for (const listing of [owingListing, otherListing]) {
      expect((await buyer.call('POST', '/api/cart', { productId: listing.id })).statusCode).toBe(201);
    }
    const cashFor = async () =>
      Object.fromEntries(
        (await buyer.call('GET', `/api/cart/${buyer.user.id}`))
          .json()
          .map((line: { productId: number; cashOnDelivery: boolean }) => [
            line.productId,
            line.cashOnDelivery,
          ]),
      );
    expect(await cashFor()).toEqual({ [owingListing.id]: true, [otherListing.id]: true });

    await cashSale(buyer, seller, '1000.00'); // ₹100 owed: at the limit, cash still taken
    const listing = () => t.app.inject({ method: 'GET', url: `/api/products/${owingListing.id}` });
    expect((await listing()).json()).toMatchObject({ cashOnDelivery: true });
    await cashSale(buyer, seller, '100.00'); // ₹115 owed: over it

    expect(await cashFor()).toEqual({ [owingListing.id]: false, [otherListing.id]: true });
    const detail = await listing();
    expect(detail.json()).toMatchObject({ cashOnDelivery: false });
    const [owingLine] = (await buyer.call('GET', `/api/cart/${buyer.user.id}`)).json();
    const changed = await buyer.call('PUT', `/api/cart/${owingLine.id}`, { quantity: 2 });
    expect(changed.json()).toMatchObject({ productId: owingListing.id, quantity: 2, cashOnDelivery: false });
    for (const body of [detail.body, (await buyer.call('GET', `/api/cart/${buyer.user.id}`)).body]) {
      expect(body).not.toMatch(/115\.00|feesOwed|fee_owed/);
    }

    expect((await feesPaid(admin, seller.user.id, { amount: '15', reference: 'UPI-2' })).statusCode).toBe(
      200,
    );
    expect(await cashFor()).toEqual({ [owingListing.id]: true, [otherListing.id]: true });
  });

  it('is listed for admins with the fees owed, even with nothing to pay out', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    await cashSale(buyer, seller);
    const list = await admin.call('GET', '/api/admin/payouts');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      sellerId: seller.user.id,
      name: expect.any(String),
      due: '0.00',
      pending: '0.00',
      feesOwed: '37.50',
      count: 0,
    });
  });
});
