import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  codeFor,
  handOver,
  newStudent,
  noticesAbout,
  orderFrom,
  type Student,
  storedPart,
} from '../../test/exchange.ts';
import { products } from '../products/products.tables.ts';
import { orderStatusHistory } from './orders.tables.ts';

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
let admin: Student;
beforeAll(async () => {
  admin = await newStudent(t, { isAdmin: true });
});

const student = () => newStudent(t);
const declineUrl = (orderId: number) => `/api/sales/${orderId}/decline`;
const decline = (seller: Student, orderId: number, reason = 'The book got wet in the rain, sorry.') =>
  seller.call('POST', declineUrl(orderId), { reason });
const detailOf = async (buyer: Student, orderId: number) =>
  (await buyer.call('GET', `/api/orders/detail/${orderId}`)).json();
const quantityOf = async (productId: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.quantity;

describe('declining a sale', () => {
  it("puts one seller's units back, keeps the order for the other, records the reason and tells the buyer", async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId, listings } = await orderFrom(t, buyer, [asha, rohan], { quantity: 2 });
    const [ashaBook, rohanBook] = listings;
    expect(await quantityOf(ashaBook?.id ?? 0)).toBe(2);

    const response = await decline(asha, orderId, '  The book got wet in the rain, sorry.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderId,
      state: 'declined',
      declineReason: 'The book got wet in the rain, sorry.',
      declinedAt: expect.any(String),
      canHandOver: false,
      orderStatus: 'pending_cod',
    });
    expect(await quantityOf(ashaBook?.id ?? 0)).toBe(4);
    expect(await quantityOf(rohanBook?.id ?? 0)).toBe(2);

    const detail = await detailOf(buyer, orderId);
    expect(detail.status).toBe('pending_cod');
    expect(detail.parts[0]).toMatchObject({
      sellerId: asha.user.id,
      state: 'declined',
      declineReason: 'The book got wet in the rain, sorry.',
      handoverCode: null,
      refundDue: null,
    });
    expect(detail.parts[1]).toMatchObject({ state: 'awaiting', handoverCode: expect.any(String) });
    expect(detail.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'pending_cod',
      toStatus: 'pending_cod',
      noteKind: 'part_declined',
      noteParams: { seller: asha.user.username, reason: 'The book got wet in the rain, sorry.' },
      note: `Declined by ${asha.user.username}: The book got wet in the rain, sorry.`,
      changedBy: 'seller',
    });
    expect((await noticesAbout(buyer, orderId))[0]).toMatchObject({
      type: 'order',
      kind: 'part_declined',
      params: { orderId, seller: asha.user.username, refund: null },
      message: `${asha.user.username} declined their part of your order ${orderNumber(orderId)}.`,
    });

    // The buyer can still cancel the rest, and only the rest's stock comes back.
    expect((await buyer.call('PUT', `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    expect(await quantityOf(ashaBook?.id ?? 0)).toBe(4);
    expect(await quantityOf(rohanBook?.id ?? 0)).toBe(4);
  });

  it('records what the buyer paid online for the part as a refund due: price × quantity plus its fee', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan], {
      online: true,
      quantity: 2,
      price: '250.00',
    });
    await decline(asha, orderId);
    const expected = '575.00'; // 2 × ₹250 + 15% fee
    expect((await storedPart(t, orderId, asha.user.id)).refundDue).toBe(expected);
    const detail = await detailOf(buyer, orderId);
    expect(detail.parts[0].refundDue).toBe(expected);
    // The refund due is sent through the gateway at once (docs/decisions/041), for that part only.
    expect(detail).toMatchObject({ status: 'paid', refundStatus: 'processed' });
    expect(detail.refunds).toMatchObject([
      { sellerId: asha.user.id, reason: 'part_declined', amount: expected, status: 'processed' },
    ]);
    expect(await noticesAbout(buyer, orderId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'part_declined',
          params: { orderId, seller: asha.user.username, refund: 57500 },
          message: `${asha.user.username} declined their part of your order ${orderNumber(orderId)}. You will be refunded ₹575.00.`,
        }),
        expect.objectContaining({
          kind: 'order_refund_processed',
          params: { orderId, amount: 57500 },
          message: `Your refund of ₹575.00 for order ${orderNumber(orderId)} has been processed. It can take 3-5 business days to reach your account.`,
        }),
      ]),
    );
  });

  it('cancels the order when every part is declined, refunding the online payment through the gateway', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId, listings } = await orderFrom(t, buyer, [seller], { online: true });
    await decline(seller, orderId);
    const detail = await detailOf(buyer, orderId);
    expect(detail).toMatchObject({ status: 'cancelled', canCancel: false, refundStatus: 'processed' });
    expect(detail.refunds).toMatchObject([{ amount: detail.totalAmount, status: 'processed' }]);
    expect(detail.statusHistory.at(-1)).toMatchObject({ fromStatus: 'paid', toStatus: 'cancelled' });
    expect(await quantityOf(listings[0]?.id ?? 0)).toBe(3);
  });

  it('delivers the order when the other parts were all handed over already', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan]);
    await handOver(rohan, buyer, orderId);
    await decline(asha, orderId);
    const detail = await detailOf(buyer, orderId);
    expect(detail.status).toBe('delivered');
    // The seller who declined sold nothing.
    expect((await asha.call('GET', `/api/user/${asha.user.id}/stats`)).json().totalSales).toBe(0);
    expect((await rohan.call('GET', `/api/user/${rohan.user.id}/stats`)).json().totalSales).toBe(1);
  });

  it('is refused after the hand-over, a second time, and on a cancelled order', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const handed = await orderFrom(t, buyer, [seller]);
    await handOver(seller, buyer, handed.orderId);
    const late = await decline(seller, handed.orderId);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: 'You have already handed over this sale' });

    const [other, second] = await Promise.all([student(), student()]);
    const twice = await orderFrom(t, buyer, [seller, other]);
    await decline(seller, twice.orderId);
    expect((await decline(seller, twice.orderId)).json()).toMatchObject({
      message: 'You declined this sale',
    });
    const code = await codeFor(buyer, twice.orderId, other.user.id);
    expect(code).toMatch(/^\d{6}$/);

    const cancelled = await orderFrom(t, buyer, [second]);
    await buyer.call('PUT', `/api/orders/${cancelled.orderId}/cancel`);
    expect((await decline(second, cancelled.orderId)).json()).toMatchObject({
      message: 'This order has been cancelled',
    });
  });

  it('takes away the documents of a declined part from its buyer', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId, listings } = await orderFrom(t, buyer, [seller], { online: true });
    await t.database.db
      .update(products)
      .set({ files: ['notes.pdf'] })
      .where(eq(products.id, listings[0]?.id ?? 0));
    expect((await buyer.call('GET', `/api/products/${listings[0]?.id}/files`)).statusCode).toBe(200);
    await decline(seller, orderId);
    expect((await buyer.call('GET', `/api/products/${listings[0]?.id}/files`)).statusCode).toBe(404);
  });
});

describe('who may decline', () => {
  it('asks a guest to sign in (401), refuses the buyer, another student and an admin (403), 404 for no order', async () => {
    const [buyer, seller, stranger] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const guest = await t.app.inject({ method: 'POST', url: declineUrl(orderId), payload: { reason: 'No' } });
    expect(guest.statusCode).toBe(401);
    for (const caller of [buyer, stranger, admin]) {
      const response = await decline(caller, orderId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'This is not your sale' });
    }
    expect((await decline(seller, 99_999_999)).statusCode).toBe(404);
    expect((await storedPart(t, orderId, seller.user.id)).state).toBe('awaiting');
  });

  it.each([
    [{ reason: '   ' }, 'Please tell the buyer why you are declining'],
    [{}, 'Please tell the buyer why you are declining'],
    [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
  ])('refuses %o with a clear message and changes nothing', async (body, message) => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const response = await seller.call('POST', declineUrl(orderId), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await storedPart(t, orderId, seller.user.id)).state).toBe('awaiting');
  });
});

/** The races repeat a few rounds, each with new students: slow on a busy machine. */
const RACE_TIMEOUT = 60_000;

describe('races', () => {
  it(
    'a decline racing the same part’s hand-over ends in one of them',
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const [buyer, seller] = await Promise.all([student(), student()]);
        const { orderId, listings } = await orderFrom(t, buyer, [seller]);
        const code = await codeFor(buyer, orderId, seller.user.id);
        const [declined, handed] = await Promise.all([
          decline(seller, orderId),
          seller.call('POST', `/api/sales/${orderId}/handover`, { code }),
        ]);
        expect([
          [200, 400],
          [400, 200],
        ]).toContainEqual([declined.statusCode, handed.statusCode]);
        const part = await storedPart(t, orderId, seller.user.id);
        const detail = await detailOf(buyer, orderId);
        if (declined.statusCode === 200) {
          expect(part.state).toBe('declined');
          expect(detail.status).toBe('cancelled');
          expect(await quantityOf(listings[0]?.id ?? 0)).toBe(3);
        } else {
          expect(part.state).toBe('handed_over');
          expect(detail.status).toBe('delivered');
          expect(await quantityOf(listings[0]?.id ?? 0)).toBe(2);
        }
      }
    },
    RACE_TIMEOUT,
  );

  it(
    'one seller declining while the other hands over ends delivered, with each step recorded once',
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
        const { orderId } = await orderFrom(t, buyer, [asha, rohan]);
        const code = await codeFor(buyer, orderId, rohan.user.id);
        const answers = await Promise.all([
          decline(asha, orderId),
          rohan.call('POST', `/api/sales/${orderId}/handover`, { code }),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const history = await t.database.db
          .select()
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, orderId));
        expect(history.filter((step) => step.toStatus === 'delivered')).toHaveLength(1);
        expect((await detailOf(buyer, orderId)).status).toBe('delivered');
      }
    },
    RACE_TIMEOUT,
  );
});
