import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '../../../domain/money.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { payments, refunds } from '../payments/payments.tables.ts';
import { payoutEntries } from './payouts.tables.ts';

/*
 * The seller payout ledger (docs/decisions/043-seller-payout-ledger.md): an earning when a part of an online order
 * is handed over, a reversal once when it is refunded afterwards, totals for the seller, and admins settling what
 * is due in one transaction.
 */

// A database of its own: the admin's platform fees are a figure over every order.
const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' }, ownDatabase: true });
let admin: Student;
beforeAll(async () => {
  admin = await newStudent(t, { isAdmin: true });
});

const student = () => newStudent(t);
const payoutsOf = async (seller: Student, query = '') => seller.call('GET', `/api/payouts${query}`);
const entriesOf = (sellerId: number) =>
  t.database.db.select().from(payoutEntries).where(eq(payoutEntries.sellerId, sellerId));
/** Makes a seller's unpaid entries due now, as if two working days had passed. */
const makeDue = (sellerId: number) =>
  t.database.db
    .update(payoutEntries)
    .set({ dueAt: sql`now() - interval '1 minute'` })
    .where(eq(payoutEntries.sellerId, sellerId));
const settle = (who: Student, sellerId: number, body: object) =>
  who.call('POST', `/api/admin/payouts/${sellerId}/settle`, body);

async function requestRefund(buyer: Student, orderId: number) {
  const asked = await buyer.call('POST', `/api/orders/${orderId}/refund-request`, {
    reason: 'Pages missing',
  });
  if (asked.statusCode !== 200) throw new Error(`refund request: ${asked.statusCode} ${asked.body}`);
}

describe('GET /api/payouts', () => {
  it('shows a hand-over of an online order as a pending earning of the base price, to that seller only', async () => {
    const [buyer, seller, other] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller, other], { online: true, quantity: 2 });
    expect((await handOver(seller, buyer, orderId)).statusCode).toBe(200);

    const response = await payoutsOf(seller);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    const body = response.json();
    expect(body).toMatchObject({ pending: '500.00', due: '0.00', paid: '0.00' });
    expect(body.entries).toMatchObject([
      {
        orderId,
        orderNumber: orderNumber(orderId),
        kind: 'earning',
        amount: '500.00',
        status: 'pending',
        paidAt: null,
        reference: null,
      },
    ]);
    expect(new Date(body.entries[0].dueAt).getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    // The other seller has not handed over: nothing is due to them yet, and they never see this seller's entry.
    expect((await payoutsOf(other)).json()).toMatchObject({ pending: '0.00', entries: [] });
  });

  it('writes one earning per part, however the hand-over is retried', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
    await handOver(seller, buyer, orderId);
    // The order is delivered now; an admin setting it completed hands nothing more over.
    await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'completed' });
    expect(await entriesOf(seller.user.id)).toHaveLength(1);
  });

  it('writes no earning for cash on delivery: the seller collected the cash, and owes its fee', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    expect((await handOver(seller, buyer, orderId)).statusCode).toBe(200);
    expect((await entriesOf(seller.user.id)).map((entry) => [entry.kind, entry.amountPaise])).toEqual([
      ['fee_owed', -3_750],
    ]);
  });

  it('writes earnings when an admin sets an order delivered, for the parts not yet handed over', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan], { online: true });
    await handOver(asha, buyer, orderId);
    const set = await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'delivered' });
    expect(set.statusCode).toBe(200);
    expect((await entriesOf(asha.user.id)).map((entry) => entry.amountPaise)).toEqual([25_000]);
    expect((await entriesOf(rohan.user.id)).map((entry) => entry.amountPaise)).toEqual([25_000]);
  });

  it('reverses an earning once when the part is refunded after the hand-over', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
    await handOver(seller, buyer, orderId);
    await requestRefund(buyer, orderId);
    const decided = await admin.call('POST', `/api/admin/orders/${orderId}/refund`, {
      approve: true,
      note: '',
    });
    expect(decided.statusCode).toBe(200);
    // Asked again through the status control: the part's refund and its reversal exist already.
    await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'refunded' });

    const body = (await payoutsOf(seller)).json();
    expect(body.entries.map((entry: { kind: string; amount: string }) => [entry.kind, entry.amount])).toEqual(
      [
        ['reversal', '-250.00'],
        ['earning', '250.00'],
      ],
    );
    expect(body).toMatchObject({ pending: '0.00', due: '0.00', paid: '0.00' });
    // Nothing owed either way: the seller is not on the admins' list.
    const list = (await admin.call('GET', '/api/admin/payouts')).json();
    expect(list.map((row: { sellerId: number }) => row.sellerId)).not.toContain(seller.user.id);
  });

  it('reverses an earning already paid out, due at once, off the next payout', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const first = await orderFrom(t, buyer, [seller], { online: true });
    await handOver(seller, buyer, first.orderId);
    await makeDue(seller.user.id);
    expect((await settle(admin, seller.user.id, { reference: 'UTR-1' })).statusCode).toBe(200);
    await requestRefund(buyer, first.orderId);
    await admin.call('POST', `/api/admin/orders/${first.orderId}/refund`, { approve: true, note: '' });
    expect((await payoutsOf(seller)).json()).toMatchObject({ due: '-250.00', paid: '250.00' });
    // Nothing to pay while the seller owes: 409.
    expect((await settle(admin, seller.user.id, { reference: 'UTR-2' })).statusCode).toBe(409);
  });

  it('pages entries newest first with X-Total-Count, validates the query, and needs a sign-in', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    for (let i = 0; i < 3; i += 1) {
      const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
      await handOver(seller, buyer, orderId);
    }
    const page = await payoutsOf(seller, '?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('3');
    const all = (await payoutsOf(seller)).json().entries.map((entry: { id: number }) => entry.id);
    expect(page.json().entries.map((entry: { id: number }) => entry.id)).toEqual(all.slice(1, 3));
    expect(all).toEqual([...all].sort((a: number, b: number) => b - a));

    for (const [query, message] of [
      ['?limit=0', 'Limit must be at least 1'],
      ['?limit=51', 'At most 50 entries per page'],
      ['?offset=-1', 'Offset cannot be negative'],
      ['?limit=x', 'Limit must be a number'],
    ]) {
      const response = await payoutsOf(seller, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/payouts' })).statusCode).toBe(401);
  });
});

describe('admin payouts', () => {
  it('lists sellers with due and pending totals, and settles the due entries with a reference, audited', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const first = await orderFrom(t, buyer, [seller], { online: true });
    await handOver(seller, buyer, first.orderId);
    await makeDue(seller.user.id);
    const second = await orderFrom(t, buyer, [seller], { online: true, price: '1000.00' });
    await handOver(seller, buyer, second.orderId);

    const list = await admin.call('GET', '/api/admin/payouts');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      sellerId: seller.user.id,
      name: expect.any(String),
      due: '250.00',
      pending: '1000.00',
      feesOwed: '0.00',
      count: 2,
    });

    const settled = await settle(admin, seller.user.id, { reference: '  UTR123456789  ' });
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({
      sellerId: seller.user.id,
      amount: '250.00',
      count: 1,
      reference: 'UTR123456789',
    });

    const body = (await payoutsOf(seller)).json();
    expect(body).toMatchObject({ pending: '1000.00', due: '0.00', paid: '250.00' });
    const paid = body.entries.find((entry: { orderId: number }) => entry.orderId === first.orderId);
    expect(paid).toMatchObject({ status: 'paid', reference: 'UTR123456789' });
    expect(paid.paidAt).not.toBeNull();

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'payout.settled'));
    expect(audit.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ sellerId: seller.user.id, amount: '250.00', reference: 'UTR123456789' }),
    );
    // Nothing due any more.
    const again = await settle(admin, seller.user.id, { reference: 'UTR123456789' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Nothing is due to this seller' });
  });

  it('pays once when two settles race', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    for (let i = 0; i < 2; i += 1) {
      const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
      await handOver(seller, buyer, orderId);
    }
    await makeDue(seller.user.id);
    const answers = await Promise.all([
      settle(admin, seller.user.id, { reference: 'first' }),
      settle(admin, seller.user.id, { reference: 'second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const references = new Set((await entriesOf(seller.user.id)).map((entry) => entry.payoutReference));
    expect(references.size).toBe(1);
    expect((await payoutsOf(seller)).json()).toMatchObject({ paid: '500.00', due: '0.00' });
  });

  it('is for admins only, about sellers that exist, with a valid reference', async () => {
    const seller = await student();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payouts' })).statusCode).toBe(401);
    expect((await seller.call('GET', '/api/admin/payouts')).statusCode).toBe(403);
    expect((await settle(seller, seller.user.id, { reference: 'UTR' })).statusCode).toBe(403);
    const missing = await settle(admin, 99_999_999, { reference: 'UTR' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Seller not found' });
    for (const [body, message] of [
      [{}, 'Please enter the payment reference'],
      [{ reference: '   ' }, 'Please enter the payment reference'],
      [{ reference: 'x'.repeat(101) }, 'The reference can be at most 100 characters'],
    ] as const) {
      const response = await settle(admin, seller.user.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await settle(admin, 0, { reference: 'UTR' })).statusCode).toBe(400);
    expect((await settle(admin, seller.user.id, { reference: 'UTR' })).statusCode).toBe(409);
  });
});

describe("the admin's platform fees and the ledger", () => {
  it('agree: fees = payments − (earnings − reversals) − refunds over a set of settled orders', async () => {
    const before = (await admin.call('GET', '/api/admin/revenue')).json().allTimePlatformFees as string;
    const [buyer, asha, rohan, meera] = await Promise.all([student(), student(), student(), student()]);
    const orderIds: number[] = [];
    // Handed over by all; one part declined and the other handed over; cancelled; refunded after the hand-over.
    const all = await orderFrom(t, buyer, [asha, rohan], { online: true, price: '1499.00', quantity: 2 });
    await handOver(asha, buyer, all.orderId);
    await handOver(rohan, buyer, all.orderId);
    const declined = await orderFrom(t, buyer, [asha, meera], { online: true, price: '333.33' });
    await meera.call('POST', `/api/sales/${declined.orderId}/decline`, {
      reason: 'Sold it elsewhere, sorry.',
    });
    await handOver(asha, buyer, declined.orderId);
    const cancelled = await orderFrom(t, buyer, [rohan], { online: true, price: '99.99' });
    await buyer.call('PUT', `/api/orders/${cancelled.orderId}/cancel`);
    const refunded = await orderFrom(t, buyer, [meera], { online: true, price: '2500.00' });
    await handOver(meera, buyer, refunded.orderId);
    await requestRefund(buyer, refunded.orderId);
    await admin.call('POST', `/api/admin/orders/${refunded.orderId}/refund`, { approve: true, note: '' });
    orderIds.push(all.orderId, declined.orderId, cancelled.orderId, refunded.orderId);

    const after = (await admin.call('GET', '/api/admin/revenue')).json().allTimePlatformFees as string;
    const db = t.database.db;
    const paid = await db
      .select({ amount: payments.amount })
      .from(payments)
      .where(inArray(payments.placedOrderId, orderIds));
    const ledger = await db
      .select({ amount: payoutEntries.amountPaise })
      .from(payoutEntries)
      .where(inArray(payoutEntries.orderId, orderIds));
    const back = await db
      .select({ amount: refunds.amount })
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const feesFromLedger =
      sum(paid.map((row) => toPaise(row.amount))) -
      sum(ledger.map((row) => row.amount)) -
      sum(back.map((row) => toPaise(row.amount)));
    expect(paid).toHaveLength(4);
    expect(toPaise(after) - toPaise(before)).toBe(feesFromLedger);
  });
});
