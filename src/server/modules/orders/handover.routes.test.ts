import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  codeFor,
  handOver,
  newStudent,
  noticesAbout,
  orderFrom,
  type Student,
  storedPart,
  wrongCodeFor,
} from '../../test/exchange.ts';
import { products } from '../products/products.tables.ts';
import { orderParts, orderStatusHistory, orders } from './orders.tables.ts';

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
let admin: Student;
beforeAll(async () => {
  // The wrong-code tests and the races place many orders from few buyers.
  admin = await newStudent(t, { isAdmin: true });
});

const student = () => newStudent(t);
const handOverUrl = (orderId: number) => `/api/sales/${orderId}/handover`;
const detailOf = async (buyer: Student, orderId: number) =>
  (await buyer.call('GET', `/api/orders/detail/${orderId}`)).json();
const historyOf = (orderId: number) =>
  t.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);

describe('hand-over codes', () => {
  it('gives each seller of an order its own six-digit code, shown to the buyer only', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan]);

    const detail = await detailOf(buyer, orderId);
    expect(detail.parts).toEqual([
      expect.objectContaining({
        sellerId: asha.user.id,
        state: 'awaiting',
        handoverCode: expect.any(String),
      }),
      expect.objectContaining({
        sellerId: rohan.user.id,
        state: 'awaiting',
        handoverCode: expect.any(String),
      }),
    ]);
    for (const part of detail.parts) expect(part.handoverCode).toMatch(/^\d{6}$/);
    expect((await storedPart(t, orderId, asha.user.id)).handoverCode).toBe(detail.parts[0].handoverCode);

    const asAdmin = await detailOf(admin, orderId);
    expect(asAdmin.parts.map((part: { handoverCode: string | null }) => part.handoverCode)).toEqual([
      null,
      null,
    ]);
    expect((await asha.call('GET', `/api/orders/detail/${orderId}`)).statusCode).toBe(403);
  });

  it('never appear in anything a seller is answered', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const code = await codeFor(buyer, orderId, seller.user.id);
    const asToken = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    await seller.call('POST', `/api/orders/${orderId}/messages`, { text: 'See you at the library at 4?' });

    const answers = [
      await seller.call('GET', '/api/sales'),
      await seller.call('GET', `/api/sales/${orderId}`),
      await seller.call('GET', `/api/orders/${orderId}/messages`),
      await seller.call('GET', '/api/notifications'),
      await seller.call('POST', handOverUrl(orderId), { code: wrongCodeFor(code) }),
      await seller.call('POST', handOverUrl(orderId), { code }),
      await seller.call('GET', `/api/sales/${orderId}`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 400, 200, 200]);
    for (const answer of answers) expect(answer.body).not.toMatch(asToken);
  });
});

describe('handing over with the right code', () => {
  it("delivers a one-seller order: recorded with the seller's name, cash collected, documents and counts follow", async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);

    const response = await handOver(seller, buyer, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderId,
      state: 'handed_over',
      orderStatus: 'delivered',
      canHandOver: false,
      handedOverAt: expect.any(String),
    });

    const detail = await detailOf(buyer, orderId);
    expect(detail).toMatchObject({
      status: 'delivered',
      canCancel: false,
      documentAccess: 'open',
      deliveredAt: expect.any(String),
      autoCompleteAt: expect.any(String),
    });
    expect(Date.parse(detail.autoCompleteAt) - Date.parse(detail.deliveredAt)).toBe(3 * 86_400_000);
    expect(detail.parts[0]).toMatchObject({ state: 'handed_over', handoverCode: null });
    expect(detail.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'pending_cod',
      toStatus: 'delivered',
      noteKind: 'part_handed_over',
      noteParams: { seller: seller.user.username, cashCollected: true },
      note: `Handed over by ${seller.user.username}; cash collected`,
      changedBy: 'seller',
      changedByName: seller.user.username,
    });
    expect(detail.statusHistory[0]).toMatchObject({ changedBy: 'buyer', changedByName: 'Priya Sharma' });
    expect((await noticesAbout(buyer, orderId))[0]).toMatchObject({
      kind: 'order_status_changed',
      params: { orderId, status: 'delivered' },
      message: expect.stringMatching(/is now delivered\.$/),
    });
    const stats = (await seller.call('GET', `/api/user/${seller.user.id}/stats`)).json();
    expect(stats.totalSales).toBe(1);
  });

  it('leaves an order with two sellers waiting after the first part, no longer cancellable, and delivers it after the second', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan], { online: true });

    expect((await handOver(asha, buyer, orderId)).statusCode).toBe(200);
    let detail = await detailOf(buyer, orderId);
    expect(detail).toMatchObject({ status: 'paid', canCancel: false, deliveredAt: null });
    expect(detail.parts.map((part: { state: string }) => part.state)).toEqual(['handed_over', 'awaiting']);
    expect(detail.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'paid',
      noteKind: 'part_handed_over',
      noteParams: { seller: asha.user.username, cashCollected: false },
      note: `Handed over by ${asha.user.username}`,
      changedBy: 'seller',
    });
    expect((await noticesAbout(buyer, orderId))[0]).toMatchObject({
      kind: 'part_handed_over',
      params: { orderId, seller: asha.user.username },
      message: `${asha.user.username} handed over their items in your order TXN-${String(orderId).padStart(6, '0')}.`,
    });
    const cancel = await buyer.call('PUT', `/api/orders/${orderId}/cancel`);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({ message: 'This order can no longer be cancelled' });

    expect((await handOver(rohan, buyer, orderId)).statusCode).toBe(200);
    detail = await detailOf(buyer, orderId);
    expect(detail.status).toBe('delivered');
    expect(detail.statusHistory.at(-1)).toMatchObject({ fromStatus: 'paid', toStatus: 'delivered' });
  });

  it('refuses a part already handed over, and an order that was cancelled', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const first = await orderFrom(t, buyer, [seller]);
    const code = await codeFor(buyer, first.orderId, seller.user.id);
    await seller.call('POST', handOverUrl(first.orderId), { code });
    const again = await seller.call('POST', handOverUrl(first.orderId), { code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'You have already handed over this sale' });

    const second = await orderFrom(t, buyer, [seller]);
    const secondCode = await codeFor(buyer, second.orderId, seller.user.id);
    await buyer.call('PUT', `/api/orders/${second.orderId}/cancel`);
    const late = await seller.call('POST', handOverUrl(second.orderId), { code: secondCode });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: 'This order has been cancelled' });
  });
});

describe('wrong codes', () => {
  it('answer "That code does not match", are counted although the request fails, and the fifth locks the part for 15 minutes', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const code = await codeFor(buyer, orderId, seller.user.id);
    const wrong = wrongCodeFor(code);

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await seller.call('POST', handOverUrl(orderId), { code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'That code does not match' });
      expect((await storedPart(t, orderId, seller.user.id)).wrongCodeTries).toBe(attempt);
    }
    expect((await seller.call('GET', `/api/sales/${orderId}`)).json()).toMatchObject({
      codeTriesLeft: 1,
      codeLockedUntil: null,
    });

    const fifth = await seller.call('POST', handOverUrl(orderId), { code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ message: 'Too many wrong codes. Please try again in 15 minutes.' });
    // Even the right code waits: otherwise the lock would not stop guessing.
    const right = await seller.call('POST', handOverUrl(orderId), { code });
    expect(right.statusCode).toBe(429);
    const sale = (await seller.call('GET', `/api/sales/${orderId}`)).json();
    expect(sale).toMatchObject({ state: 'awaiting', codeTriesLeft: 0, codeLockedUntil: expect.any(String) });
    expect(Date.parse(sale.codeLockedUntil) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await detailOf(buyer, orderId)).status).toBe('pending_cod');
  });

  it('count again from the start once the wait is over, and the right code then works', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const code = await codeFor(buyer, orderId, seller.user.id);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await seller.call('POST', handOverUrl(orderId), { code: wrongCodeFor(code) });
    }
    await t.database.db
      .update(orderParts)
      .set({ codeLockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(orderParts.orderId, orderId), eq(orderParts.sellerId, seller.user.id)));

    expect((await seller.call('GET', `/api/sales/${orderId}`)).json().codeTriesLeft).toBe(5);
    const wrongAgain = await seller.call('POST', handOverUrl(orderId), { code: wrongCodeFor(code) });
    expect(wrongAgain.statusCode).toBe(400);
    expect((await storedPart(t, orderId, seller.user.id)).wrongCodeTries).toBe(1);
    expect((await seller.call('POST', handOverUrl(orderId), { code })).statusCode).toBe(200);
    expect(await storedPart(t, orderId, seller.user.id)).toMatchObject({
      state: 'handed_over',
      wrongCodeTries: 0,
      codeLockedUntil: null,
    });
  });

  it('are counted exactly when many arrive at once: five wrong, the rest wait', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const wrong = wrongCodeFor(await codeFor(buyer, orderId, seller.user.id));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => seller.call('POST', handOverUrl(orderId), { code: wrong })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    expect((await storedPart(t, orderId, seller.user.id)).wrongCodeTries).toBe(5);
  });
});

describe('who may hand over', () => {
  it('asks a guest to sign in (401), refuses the buyer, another student and an admin (403), and answers 404 for no order', async () => {
    const [buyer, seller, stranger] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const code = await codeFor(buyer, orderId, seller.user.id);

    const guest = await t.app.inject({ method: 'POST', url: handOverUrl(orderId), payload: { code } });
    expect(guest.statusCode).toBe(401);
    for (const caller of [buyer, stranger, admin]) {
      const response = await caller.call('POST', handOverUrl(orderId), { code });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'This is not your sale' });
    }
    const missing = await seller.call('POST', handOverUrl(99_999_999), { code });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Order not found' });
    expect((await storedPart(t, orderId, seller.user.id)).state).toBe('awaiting');
  });

  it.each([
    [{ code: '12345' }, 'Enter the 6-digit code from the buyer'],
    [{ code: '12345a' }, 'Enter the 6-digit code from the buyer'],
    [{ code: '1234567' }, 'Enter the 6-digit code from the buyer'],
    [{}, 'Enter the 6-digit code from the buyer'],
  ])('refuses %o with a clear message and counts nothing', async (body, message) => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const response = await seller.call('POST', handOverUrl(orderId), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await storedPart(t, orderId, seller.user.id)).wrongCodeTries).toBe(0);
  });

  it('accepts the code with spaces around it, as a phone keyboard may add', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const code = await codeFor(buyer, orderId, seller.user.id);
    expect((await seller.call('POST', handOverUrl(orderId), { code: ` ${code} ` })).statusCode).toBe(200);
  });

  it('answers 400 to an order id that is not a number or past the largest id', async () => {
    const seller = await student();
    const notANumber = await seller.call('POST', '/api/sales/abc/handover', { code: '123456' });
    expect(notANumber.json()).toMatchObject({ message: 'Order id must be a number' });
    const tooBig = await seller.call('POST', '/api/sales/2147483648/handover', { code: '123456' });
    expect(tooBig.json()).toMatchObject({ message: 'Order id is out of range' });
  });
});

/** The races repeat a few rounds, each with new students: slow on a busy machine. */
const RACE_TIMEOUT = 60_000;

describe('races', () => {
  it(
    'two sellers handing over at once deliver the order exactly once',
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
        const { orderId } = await orderFrom(t, buyer, [asha, rohan]);
        const [ashaCode, rohanCode] = [
          await codeFor(buyer, orderId, asha.user.id),
          await codeFor(buyer, orderId, rohan.user.id),
        ];
        const answers = await Promise.all([
          asha.call('POST', handOverUrl(orderId), { code: ashaCode }),
          rohan.call('POST', handOverUrl(orderId), { code: rohanCode }),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const history = await historyOf(orderId);
        expect(
          history.filter((step) => step.toStatus === 'delivered' && step.fromStatus !== 'delivered'),
        ).toHaveLength(1);
        expect(history.map((step) => step.toStatus)).toEqual(['pending_cod', 'pending_cod', 'delivered']);
        const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
        expect(order?.status).toBe('delivered');
        for (const seller of [asha, rohan]) {
          expect((await seller.call('GET', `/api/user/${seller.user.id}/stats`)).json().totalSales).toBe(1);
        }
      }
    },
    RACE_TIMEOUT,
  );

  it(
    "a hand-over racing the buyer's cancel ends in one outcome: handed over, or cancelled with the stock back",
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const [buyer, seller] = await Promise.all([student(), student()]);
        const { orderId, listings } = await orderFrom(t, buyer, [seller]);
        const code = await codeFor(buyer, orderId, seller.user.id);
        const [handed, cancelled] = await Promise.all([
          seller.call('POST', handOverUrl(orderId), { code }),
          buyer.call('PUT', `/api/orders/${orderId}/cancel`),
        ]);
        expect([
          [200, 400],
          [400, 200],
        ]).toContainEqual([handed.statusCode, cancelled.statusCode]);
        const detail = await detailOf(buyer, orderId);
        expect(detail.status).toBe(handed.statusCode === 200 ? 'delivered' : 'cancelled');
        expect(detail.parts[0].state).toBe(handed.statusCode === 200 ? 'handed_over' : 'awaiting');
        const [listing] = await t.database.db
          .select()
          .from(products)
          .where(eq(products.id, listings[0]?.id ?? 0));
        expect(listing?.quantity).toBe(handed.statusCode === 200 ? 2 : 3);
      }
    },
    RACE_TIMEOUT,
  );
});

describe('confirming receipt', () => {
  it('completes a delivered order for its buyer, and tells the buyer and the seller', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const early = await buyer.call('POST', `/api/orders/${orderId}/confirm-receipt`);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'You can confirm receipt once the order is delivered' });

    await handOver(seller, buyer, orderId);
    const response = await buyer.call('POST', `/api/orders/${orderId}/confirm-receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: orderId, status: 'completed' });
    expect((await detailOf(buyer, orderId)).statusHistory.at(-1)).toMatchObject({
      fromStatus: 'delivered',
      toStatus: 'completed',
      noteKind: 'receipt_confirmed',
      noteParams: {},
      note: 'Receipt confirmed by the buyer',
      changedBy: 'buyer',
    });
    expect((await noticesAbout(seller, orderId))[0]).toMatchObject({
      type: 'product_sold',
      kind: 'sale_completed',
      params: { orderId },
      message: `Your sale in order TXN-${String(orderId).padStart(6, '0')} is completed.`,
    });
    // Counted once, at the hand-over.
    expect((await seller.call('GET', `/api/user/${seller.user.id}/stats`)).json().totalSales).toBe(1);

    const again = await buyer.call('POST', `/api/orders/${orderId}/confirm-receipt`);
    expect(again.statusCode).toBe(400);
  });

  it('is for the buyer only: 401 signed out, 403 for the seller and another student, 404 for no order', async () => {
    const [buyer, seller, stranger] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await handOver(seller, buyer, orderId);
    const url = `/api/orders/${orderId}/confirm-receipt`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await seller.call('POST', url)).statusCode).toBe(403);
    expect((await stranger.call('POST', url)).statusCode).toBe(403);
    expect((await admin.call('POST', url)).statusCode).toBe(403);
    expect((await buyer.call('POST', '/api/orders/99999999/confirm-receipt')).statusCode).toBe(404);
    expect((await detailOf(buyer, orderId)).status).toBe('delivered');
  });
});

describe('an admin setting a handed-over status', () => {
  it('hands over the parts still waiting, so the codes are no longer shown', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'delivered' });
    const detail = await detailOf(buyer, orderId);
    expect(detail.parts[0]).toMatchObject({ state: 'handed_over', handoverCode: null });
    expect(detail.deliveredAt).toEqual(expect.any(String));
    expect(detail.statusHistory.at(-1)).toMatchObject({ changedBy: 'admin', changedByName: null });
    expect((await storedPart(t, orderId, seller.user.id)).handedOverBy).toBe(admin.user.id);
  });
});
