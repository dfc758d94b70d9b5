import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, noticesAbout, orderFrom, type Student } from '../../test/exchange.ts';
import { adminAuditLog } from '../admin/admin.tables.ts';
import { refunds } from '../payments/payments.tables.ts';
import { retryDueRefunds } from '../payments/refunds.service.ts';
import type { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { orders } from './orders.tables.ts';

/*
 * Refunds that reach the buyer (docs/decisions/041-refunds-through-the-gateway.md, 042): a cancelled paid
 * order, a declined part and an approved refund request go back through the gateway, each part once, for
 * exactly what was paid for it.
 */

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
let admin: Student;
beforeAll(async () => {
  admin = await newStudent(t, { isAdmin: true });
});

const student = () => newStudent(t);
const gateway = () => t.app.paymentGateway as SimulatedGateway;
const detailOf = async (viewer: Student, orderId: number) =>
  (await viewer.call('GET', `/api/orders/detail/${orderId}`)).json();
const refundsAtGateway = (paymentId: string) =>
  gateway()
    .refundsMade()
    .filter((refund) => refund.paymentId === paymentId);
const cancel = (buyer: Student, orderId: number) => buyer.call('PUT', `/api/orders/${orderId}/cancel`);
const decide = (who: Student, orderId: number, body: object) =>
  who.call('POST', `/api/admin/orders/${orderId}/refund`, body);
const paise = (rupees: string) => Math.round(Number(rupees) * 100);

/** An online order of one listing from each seller, handed over by all of them, and the buyer asking for a refund. */
async function refundRequested(buyer: Student, sellers: Student[], { online = true } = {}) {
  const { orderId } = await orderFrom(t, buyer, sellers, { online });
  for (const seller of sellers) await handOver(seller, buyer, orderId);
  const asked = await buyer.call('POST', `/api/orders/${orderId}/refund-request`, {
    reason: 'Pages missing',
  });
  if (asked.statusCode !== 200) throw new Error(`refund request: ${asked.statusCode} ${asked.body}`);
  return orderId;
}

describe('cancelling a paid order', () => {
  it('refunds exactly what was paid through the gateway, once, and tells the buyer with a link', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true, quantity: 2 });
    const response = await cancel(buyer, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', refundStatus: 'processed' });

    const detail = await detailOf(buyer, orderId);
    expect(detail.totalAmount).toBe('575.00');
    expect(detail.refunds).toMatchObject([
      {
        sellerId: seller.user.id,
        reason: 'order_cancelled',
        amount: '575.00',
        status: 'processed',
        failureReason: null,
      },
    ]);
    expect(detail.refunds[0].processedAt).not.toBeNull();
    expect(refundsAtGateway(detail.paymentId)).toMatchObject([{ amount: 57_500, status: 'processed' }]);

    const notices = (await buyer.call('GET', '/api/notifications')).json();
    expect(notices).toContainEqual(
      expect.objectContaining({
        kind: 'order_refund_processed',
        params: { orderId, amount: 57_500 },
        message: `Your refund of ₹575.00 for order ${orderNumber(orderId)} has been processed. It can take 3-5 business days to reach your account.`,
        link: `/orders/${orderId}`,
      }),
    );
  });

  it('refunds once when the buyer double-clicks cancel', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
    const answers = await Promise.all([cancel(buyer, orderId), cancel(buyer, orderId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const detail = await detailOf(buyer, orderId);
    expect(detail.refunds).toHaveLength(1);
    expect(refundsAtGateway(detail.paymentId)).toHaveLength(1);
  });

  it('refunds a declined part first and the rest at the cancel, adding up to the total', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan], { online: true });
    await asha.call('POST', `/api/sales/${orderId}/decline`, { reason: 'Lost the book, sorry.' });
    expect((await cancel(buyer, orderId)).statusCode).toBe(200);

    const detail = await detailOf(buyer, orderId);
    expect(detail.refunds).toMatchObject([
      { sellerId: asha.user.id, reason: 'part_declined', amount: '287.50', status: 'processed' },
      { sellerId: rohan.user.id, reason: 'order_cancelled', amount: '287.50', status: 'processed' },
    ]);
    const atGateway = refundsAtGateway(detail.paymentId);
    expect(atGateway.reduce((sum, refund) => sum + refund.amount, 0)).toBe(paise(detail.totalAmount));
  });

  it('refunds nothing for cash on delivery', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    expect((await cancel(buyer, orderId)).json()).toMatchObject({ status: 'cancelled', refundStatus: null });
    expect((await detailOf(buyer, orderId)).refunds).toEqual([]);
  });

  it('refunds when an admin cancels a paid order, and then refuses to reopen it', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
    const cancelled = await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundStatus: 'processed' });
    const reopened = await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'paid' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toMatchObject({
      message: "This order's payment has been refunded, so it cannot be reopened",
    });
  });
});

describe('a refund the gateway refuses', () => {
  it('is recorded as failed with the reason (for admins), retried by the job, and then processed', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
    gateway().failRefundsWith('The bank is not responding');
    try {
      expect((await cancel(buyer, orderId)).json()).toMatchObject({ refundStatus: 'failed' });
    } finally {
      gateway().failRefundsWith(null);
    }
    expect((await detailOf(buyer, orderId)).refunds).toMatchObject([
      { status: 'failed', failureReason: null },
    ]);
    expect((await detailOf(admin, orderId)).refunds).toMatchObject([
      { status: 'failed', failureReason: 'The bank is not responding' },
    ]);

    // Not before its time: the first retry waits five minutes.
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund?.attempts).toBe(1);
    await retryDueRefunds(t.database.db, gateway(), t.app.events, new Date());
    expect((await detailOf(buyer, orderId)).refunds[0].status).toBe('failed');

    // Two processes running the job at once send it once.
    const later = new Date(Date.now() + 6 * 60_000);
    await Promise.all([
      retryDueRefunds(t.database.db, gateway(), t.app.events, later),
      retryDueRefunds(t.database.db, gateway(), t.app.events, later),
    ]);
    const detail = await detailOf(buyer, orderId);
    expect(detail).toMatchObject({ refundStatus: 'processed', refunds: [{ status: 'processed' }] });
    expect(refundsAtGateway(detail.paymentId)).toHaveLength(1);
    const [after] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(after).toMatchObject({ attempts: 2, failureReason: null, nextAttemptAt: null });
  });

  it('is sent by the job when the process stopped before sending it', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller], { online: true });
    gateway().failRefundsWith('The bank is not responding');
    try {
      await cancel(buyer, orderId);
    } finally {
      gateway().failRefundsWith(null);
    }
    // As if written down and never sent: pending, due now.
    await t.database.db
      .update(refunds)
      .set({ status: 'pending', failureReason: null, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(refunds.orderId, orderId));
    expect(await retryDueRefunds(t.database.db, gateway(), t.app.events)).toBeGreaterThanOrEqual(1);
    expect((await detailOf(buyer, orderId)).refunds[0].status).toBe('processed');
  });
});

describe('an admin deciding a refund request', () => {
  it('approves: every part is refunded for what was paid, the order is refunded, the buyer told, the audit kept', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const orderId = await refundRequested(buyer, [asha, rohan]);
    const response = await decide(admin, orderId, {
      approve: true,
      note: '  Sorry about the missing pages.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: orderId, status: 'refunded', refundStatus: 'processed' });

    const detail = await detailOf(buyer, orderId);
    // One per part, in the order of the sellers' ids.
    expect(detail.refunds).toHaveLength(2);
    expect(detail.refunds).toEqual(
      expect.arrayContaining(
        [asha, rohan].map((seller) =>
          expect.objectContaining({
            sellerId: seller.user.id,
            reason: 'refund_approved',
            amount: '287.50',
            status: 'processed',
          }),
        ),
      ),
    );
    expect(detail.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'refund_requested',
      toStatus: 'refunded',
      noteKind: 'refund_approved',
      noteParams: { note: 'Sorry about the missing pages.' },
      note: 'Refund approved: Sorry about the missing pages.',
      changedBy: 'admin',
    });
    expect(refundsAtGateway(detail.paymentId).reduce((sum, refund) => sum + refund.amount, 0)).toBe(
      paise(detail.totalAmount),
    );
    expect(await noticesAbout(buyer, orderId)).toContainEqual(
      expect.objectContaining({
        kind: 'refund_request_approved',
        params: { orderId, note: 'Sorry about the missing pages.' },
        message: `Your refund request for order ${orderNumber(orderId)} was approved. Sorry about the missing pages.`,
      }),
    );
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.adminId, admin.user.id), eq(adminAuditLog.action, 'order.refund_decided')));
    expect(audit.map((row) => row.details)).toContainEqual(
      expect.objectContaining({ orderId, approved: true, from: 'refund_requested', to: 'refunded' }),
    );

    // Approving again (a second click, a retry) refunds nothing more.
    const again = await decide(admin, orderId, { approve: true, note: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'This order has no refund request waiting for a decision',
    });
    expect(refundsAtGateway(detail.paymentId)).toHaveLength(2);
  });

  it('refunds once when two approvals race', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const orderId = await refundRequested(buyer, [seller]);
    const answers = await Promise.all([
      decide(admin, orderId, { approve: true, note: '' }),
      decide(admin, orderId, { approve: true, note: '' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = await detailOf(buyer, orderId);
    expect(detail.refunds).toHaveLength(1);
    expect(refundsAtGateway(detail.paymentId)).toHaveLength(1);
  });

  it('rejects with a note: the order goes back to where it was, nothing is refunded, no second request', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const orderId = await refundRequested(buyer, [seller]);
    const response = await decide(admin, orderId, { approve: false, note: 'The photos show every page.' });
    expect(response.json()).toMatchObject({
      status: 'delivered',
      refundStatus: 'rejected',
      refundRequested: true,
    });
    const detail = await detailOf(buyer, orderId);
    expect(detail.refunds).toEqual([]);
    expect(detail.statusHistory.at(-1)).toMatchObject({
      toStatus: 'delivered',
      noteKind: 'refund_rejected',
      noteParams: { note: 'The photos show every page.' },
      note: 'Refund rejected: The photos show every page.',
    });
    const notes = (await buyer.call('GET', '/api/notifications')).json();
    expect(notes).toContainEqual(
      expect.objectContaining({
        kind: 'refund_request_rejected',
        params: { orderId, note: 'The photos show every page.' },
        message: `Your refund request for order ${orderNumber(orderId)} was not approved. The photos show every page.`,
        link: `/orders/${orderId}`,
      }),
    );
    const askAgain = await buyer.call('POST', `/api/orders/${orderId}/refund-request`, { reason: 'Please' });
    expect(askAgain.json()).toMatchObject({ message: 'A refund has already been requested for this order' });
  });

  it('puts a completed order back to completed when rejecting', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await handOver(seller, buyer, orderId);
    await buyer.call('POST', `/api/orders/${orderId}/confirm-receipt`);
    await buyer.call('POST', `/api/orders/${orderId}/refund-request`, { reason: 'Wrong edition' });
    const response = await decide(admin, orderId, { approve: false, note: 'Same edition as listed.' });
    expect(response.json()).toMatchObject({ status: 'completed', refundStatus: 'rejected' });
  });

  it('approves a cash-on-delivery request without the gateway: the cash goes back in person', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const orderId = await refundRequested(buyer, [seller], { online: false });
    const response = await decide(admin, orderId, { approve: true, note: 'Seller returns the cash.' });
    expect(response.json()).toMatchObject({ status: 'refunded', refundStatus: 'approved' });
    expect((await detailOf(buyer, orderId)).refunds).toEqual([]);
  });

  it('is for admins only (401, 403), about orders that exist (404) and wait for a decision (409), with a valid body (400)', async () => {
    const [buyer, seller, stranger] = await Promise.all([student(), student(), student()]);
    const orderId = await refundRequested(buyer, [seller]);
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      payload: { approve: true, note: '' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await decide(buyer, orderId, { approve: true, note: '' })).statusCode).toBe(403);
    expect((await decide(stranger, orderId, { approve: true, note: '' })).statusCode).toBe(403);

    const missing = await decide(admin, 99_999_999, { approve: true, note: '' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Order not found' });
    const badId = await decide(admin, 0, { approve: true, note: '' });
    expect(badId.statusCode).toBe(400);

    for (const [body, message] of [
      [{ note: 'Yes' }, 'Say whether the refund is approved'],
      [{ approve: 'yes', note: '' }, 'Say whether the refund is approved'],
      [{ approve: true }, 'Please add a note for the buyer'],
      [{ approve: false, note: '   ' }, 'Please tell the buyer why the refund is rejected'],
      [{ approve: true, note: 'x'.repeat(501) }, 'The note is too long'],
    ] as const) {
      const response = await decide(admin, orderId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }

    const { orderId: notAsked } = await orderFrom(t, buyer, [seller], { online: true });
    const notWaiting = await decide(admin, notAsked, { approve: true, note: '' });
    expect(notWaiting.statusCode).toBe(409);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('refund_requested');
  });
});
