import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS } from '../../../domain/order-transitions.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, orderFrom, type Student, storedPart } from '../../test/exchange.ts';
import { payoutEntries } from '../payouts/payouts.tables.ts';
import { products } from '../products/products.tables.ts';
import { completeDeliveredOrders } from './auto-complete.service.ts';
import { recordDocumentsTaken } from './order-transitions.ts';
import { orders } from './orders.tables.ts';

/*
 * One test per row of the transition table (docs/decisions/034-order-transitions.md), through the route that
 * takes it where there is one, and the refusals around them. Each test names its row, and the last test checks
 * that no row is left without one.
 */

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
let buyer: Student;
let asha: Student;
let rohan: Student;
let admin: Student;
beforeAll(async () => {
  [buyer, asha, rohan, admin] = await Promise.all([
    newStudent(t),
    newStudent(t),
    newStudent(t),
    newStudent(t, { isAdmin: true }),
  ]);
});

type TransitionName = (typeof ORDER_TRANSITIONS)[number]['name'];
const tested = new Set<TransitionName>();

/** A test of one row of the table, named after it. */
function transition(name: TransitionName, behaviour: string, test: () => Promise<void>) {
  tested.add(name);
  it(`${name}: ${behaviour}`, test);
}

const DAY = 86_400_000;
const detailOf = async (orderId: number) => (await admin.call('GET', `/api/orders/detail/${orderId}`)).json();
const setStatus = (orderId: number, status: string) =>
  admin.call('PUT', `/api/orders/${orderId}/status`, { status });
const decide = (orderId: number, approve: boolean, note = '') =>
  admin.call('POST', `/api/admin/orders/${orderId}/refund`, { approve, note });
const askRefund = (orderId: number) =>
  buyer.call('POST', `/api/orders/${orderId}/refund-request`, { reason: 'Chapters 4 to 6 are missing' });
const stockOf = async (productId: number) =>
  (await t.db.select().from(products).where(eq(products.id, productId)))[0]?.quantity;
const earningsOf = async (orderId: number) =>
  (await t.db.select().from(payoutEntries).where(eq(payoutEntries.orderId, orderId))).map((entry) => [
    entry.sellerId,
    entry.kind,
  ]);

/**
 * An order of one listing from each seller given, placed through the API (cash on delivery unless online), with
 * the first listing's id.
 */
async function placed(sellers: Student[], online = false) {
  const { orderId, listings } = await orderFrom(t, buyer, sellers, { online });
  const [first] = listings;
  if (!first) throw new Error('an order without listings');
  return { orderId, listingIds: listings.map((listing) => listing.id), listingId: first.id };
}

/** An order handed over by each of its sellers: delivered. */
async function delivered(sellers: Student[], online = false) {
  const order = await placed(sellers, online);
  for (const seller of sellers) expect((await handOver(seller, buyer, order.orderId)).statusCode).toBe(200);
  return order;
}

/** Expects an admin's move to be refused as one the table does not have, leaving the order as it was. */
async function expectRefusedMove(orderId: number, to: string) {
  const before = await detailOf(orderId);
  const response = await setStatus(orderId, to);
  expect(response.statusCode, `${before.status} → ${to}`).toBe(409);
  expect(response.json()).toMatchObject({
    code: 'order.status_change_not_allowed',
    message: 'This order cannot be moved from its current status to that one',
  });
  const after = await detailOf(orderId);
  expect(after.status).toBe(before.status);
  expect(after.statusHistory).toHaveLength(before.statusHistory.length);
}

describe('what a buyer does', () => {
  transition('cancel', 'puts the stock back, refunds what was paid and ends the flags', async () => {
    const { orderId, listingId } = await placed([asha], true);
    const stockBefore = await stockOf(listingId);
    const response = await buyer.call('PUT', `/api/orders/${orderId}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      refundStatus: 'processed',
    });
    expect(await stockOf(listingId)).toBe((stockBefore ?? 0) + 1);
    const detail = await detailOf(orderId);
    expect(detail.refunds).toMatchObject([{ reason: 'order_cancelled', status: 'processed' }]);
    expect(detail.statusHistory.at(-1)).toMatchObject({ toStatus: 'cancelled', changedBy: 'buyer' });
  });

  it('cannot cancel once a part has changed hands, nor once the order has left its seller', async () => {
    const split = await placed([asha, rohan]);
    await handOver(asha, buyer, split.orderId);
    expect((await detailOf(split.orderId)).canCancel).toBe(false);
    const refused = await buyer.call('PUT', `/api/orders/${split.orderId}/cancel`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'order.cannot_cancel' });

    const shipped = await placed([asha]);
    await setStatus(shipped.orderId, 'shipped');
    expect((await buyer.call('PUT', `/api/orders/${shipped.orderId}/cancel`)).statusCode).toBe(400);
    expect((await detailOf(shipped.orderId)).status).toBe('shipped');
  });

  it('cannot cancel a paid order whose documents it took, even after a seller declines their part', async () => {
    const { orderId } = await placed([asha, rohan], true);
    await t.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new Error('no order');
      await recordDocumentsTaken(tx, order);
    });
    expect((await detailOf(orderId)).canCancel).toBe(false);
    expect(
      (await rohan.call('POST', `/api/sales/${orderId}/decline`, { reason: 'Lost it.' })).statusCode,
    ).toBe(200);
    expect(await detailOf(orderId)).toMatchObject({
      status: 'paid',
      canCancel: false,
      refundStatus: 'processed',
    });
    expect((await buyer.call('PUT', `/api/orders/${orderId}/cancel`)).statusCode).toBe(400);
  });

  transition('confirm receipt', 'completes a delivered order', async () => {
    const { orderId } = await delivered([asha]);
    const response = await buyer.call('POST', `/api/orders/${orderId}/confirm-receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed', canCancel: false, refundStatus: null });
  });

  it('cannot confirm receipt before the hand-over', async () => {
    const { orderId } = await placed([asha]);
    const response = await buyer.call('POST', `/api/orders/${orderId}/confirm-receipt`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'order.confirm_before_delivery' });
  });

  transition('request a refund', 'keeps the reason and says the request waits', async () => {
    const { orderId } = await delivered([asha]);
    const response = await askRefund(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'refund_requested',
      refundRequested: true,
      refundReason: 'Chapters 4 to 6 are missing',
      refundStatus: 'requested',
    });
  });
});

describe('what a seller does', () => {
  transition('last part handed over', 'delivers the order and records the earning', async () => {
    const { orderId } = await placed([asha, rohan], true);
    await handOver(asha, buyer, orderId);
    expect((await detailOf(orderId)).status).toBe('paid');
    await handOver(rohan, buyer, orderId);
    const detail = await detailOf(orderId);
    expect(detail).toMatchObject({ status: 'delivered', canCancel: false, deliveredAt: expect.any(String) });
    expect(detail.statusHistory.at(-1)).toMatchObject({ toStatus: 'delivered', changedBy: 'seller' });
    expect(await earningsOf(orderId)).toEqual(
      expect.arrayContaining([
        [asha.user.id, 'earning'],
        [rohan.user.id, 'earning'],
      ]),
    );
  });

  transition('every part declined', 'cancels the order, each part refunded once', async () => {
    const { orderId, listingIds } = await placed([asha, rohan], true);
    const [, rohansListing = 0] = listingIds;
    await asha.call('POST', `/api/sales/${orderId}/decline`, { reason: 'Sold it at college.' });
    const stockBefore = await stockOf(rohansListing);
    await rohan.call('POST', `/api/sales/${orderId}/decline`, { reason: 'Lost it.' });
    const detail = await detailOf(orderId);
    expect(detail).toMatchObject({ status: 'cancelled', canCancel: false, refundStatus: 'processed' });
    expect(detail.refunds.map((refund: { reason: string }) => refund.reason)).toEqual([
      'part_declined',
      'part_declined',
    ]);
    expect(await stockOf(rohansListing)).toBe((stockBefore ?? 0) + 1);
  });
});

describe('what the auto-complete job does', () => {
  transition('auto-complete', 'completes an order delivered three days ago, as nobody', async () => {
    const { orderId } = await delivered([asha]);
    // Back-dated rather than run in the future: on PostgreSQL other files' orders share the database.
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 3 * DAY - 60_000) })
      .where(eq(orders.id, orderId));
    await completeDeliveredOrders(t.db, t.app.events);
    expect((await detailOf(orderId)).statusHistory.at(-1)).toMatchObject({
      fromStatus: 'delivered',
      toStatus: 'completed',
      changedBy: null,
    });
  });
});

describe("what an admin does: the refund decision and the status control's documented moves", () => {
  transition('correct the progress', 'moves a waiting order between waiting statuses only', async () => {
    const { orderId } = await placed([asha]);
    const shipped = await setStatus(orderId, 'shipped');
    expect(shipped.statusCode).toBe(200);
    expect(await detailOf(orderId)).toMatchObject({ status: 'shipped', canCancel: false });
    await setStatus(orderId, 'processing');
    const detail = await detailOf(orderId);
    expect(detail).toMatchObject({ status: 'processing', canCancel: true });
    expect(detail.statusHistory.at(-1)).toMatchObject({ fromStatus: 'shipped', changedBy: 'admin' });
  });

  transition('vouch for the hand-over', 'hands the waiting parts over, with their earnings', async () => {
    const { orderId } = await placed([asha, rohan], true);
    await handOver(asha, buyer, orderId);
    expect((await setStatus(orderId, 'completed')).statusCode).toBe(200);
    expect((await storedPart(t, orderId, rohan.user.id)).handedOverBy).toBe(admin.user.id);
    expect((await storedPart(t, orderId, asha.user.id)).handedOverBy).toBe(asha.user.id);
    expect(await earningsOf(orderId)).toHaveLength(2);
  });

  transition(
    'cancel for the buyer',
    'cancels an order on its way, stock back and money refunded',
    async () => {
      const { orderId, listingId } = await placed([asha], true);
      await setStatus(orderId, 'in_transit');
      const stockBefore = await stockOf(listingId);
      const response = await setStatus(orderId, 'cancelled');
      expect(response.statusCode).toBe(200);
      expect(await detailOf(orderId)).toMatchObject({ status: 'cancelled', refundStatus: 'processed' });
      expect(await stockOf(listingId)).toBe((stockBefore ?? 0) + 1);
    },
  );

  transition('reopen', 'takes the stock again, and is refused once the money went back', async () => {
    const cash = await placed([asha]);
    await buyer.call('PUT', `/api/orders/${cash.orderId}/cancel`);
    const stockBefore = await stockOf(cash.listingId);
    expect((await setStatus(cash.orderId, 'pending_cod')).statusCode).toBe(200);
    expect(await detailOf(cash.orderId)).toMatchObject({ status: 'pending_cod', canCancel: true });
    expect(await stockOf(cash.listingId)).toBe((stockBefore ?? 0) - 1);

    const paid = await placed([asha], true);
    await buyer.call('PUT', `/api/orders/${paid.orderId}/cancel`);
    const refused = await setStatus(paid.orderId, 'paid');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'order.reopen_refunded' });
  });

  transition('reopen as handed over', 'takes the stock again and hands the parts over', async () => {
    const { orderId, listingId } = await placed([asha]);
    await buyer.call('PUT', `/api/orders/${orderId}/cancel`);
    const stockBefore = await stockOf(listingId);
    expect((await setStatus(orderId, 'delivered')).statusCode).toBe(200);
    expect(await stockOf(listingId)).toBe((stockBefore ?? 0) - 1);
    expect((await storedPart(t, orderId, asha.user.id)).state).toBe('handed_over');
  });

  transition('confirm receipt for the buyer', 'completes a delivered order', async () => {
    const { orderId } = await delivered([asha]);
    expect((await setStatus(orderId, 'completed')).statusCode).toBe(200);
    expect((await detailOf(orderId)).statusHistory.at(-1)).toMatchObject({
      toStatus: 'completed',
      changedBy: 'admin',
    });
  });

  transition('record a refund request for the buyer', 'counts as the one request the buyer has', async () => {
    const { orderId } = await delivered([asha]);
    expect((await setStatus(orderId, 'refund_requested')).statusCode).toBe(200);
    expect(await detailOf(orderId)).toMatchObject({ refundRequested: true, refundStatus: 'requested' });
    await decide(orderId, false, 'Talked it through with the buyer.');
    const again = await askRefund(orderId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'order.refund_already_requested' });
  });

  transition(
    'reject the refund request',
    'puts the order back where it was, the request rejected',
    async () => {
      const { orderId } = await delivered([asha]);
      await buyer.call('POST', `/api/orders/${orderId}/confirm-receipt`);
      await askRefund(orderId);
      expect((await decide(orderId, false, 'The photos show every page.')).statusCode).toBe(200);
      expect(await detailOf(orderId)).toMatchObject({ status: 'completed', refundStatus: 'rejected' });
    },
  );

  transition('refund', 'refunds every part not refunded yet and reverses the earnings', async () => {
    const requested = await delivered([asha, rohan], true);
    await askRefund(requested.orderId);
    expect((await decide(requested.orderId, true)).statusCode).toBe(200);
    expect(await detailOf(requested.orderId)).toMatchObject({
      status: 'refunded',
      refundStatus: 'processed',
    });
    expect(await earningsOf(requested.orderId)).toEqual(
      expect.arrayContaining([
        [asha.user.id, 'reversal'],
        [rohan.user.id, 'reversal'],
      ]),
    );

    // Through the status control, straight from delivered; cash on delivery goes back in person.
    const cash = await delivered([asha]);
    expect((await setStatus(cash.orderId, 'refunded')).statusCode).toBe(200);
    expect(await detailOf(cash.orderId)).toMatchObject({ status: 'refunded', refundStatus: 'approved' });
  });

  it('refuses every move the table does not have, and changes nothing', async () => {
    const handedOver = await delivered([asha]);
    for (const to of ['paid', 'shipped', 'cancelled']) await expectRefusedMove(handedOver.orderId, to);
    const waiting = await placed([asha]);
    for (const to of ['refund_requested', 'refunded']) await expectRefusedMove(waiting.orderId, to);
    await buyer.call('PUT', `/api/orders/${waiting.orderId}/cancel`);
    for (const to of ['refund_requested', 'refunded']) await expectRefusedMove(waiting.orderId, to);
    await setStatus(handedOver.orderId, 'refunded');
    for (const to of ['delivered', 'completed', 'pending_cod'])
      await expectRefusedMove(handedOver.orderId, to);
  });

  it('changes nothing when the status is the one the order has', async () => {
    const { orderId } = await delivered([asha]);
    const before = await detailOf(orderId);
    expect((await setStatus(orderId, 'delivered')).statusCode).toBe(200);
    expect((await detailOf(orderId)).statusHistory).toHaveLength(before.statusHistory.length);
  });
});

it('has a test for every transition of the table', () => {
  expect([...tested].sort()).toEqual(ORDER_TRANSITIONS.map((row) => row.name).sort());
});
