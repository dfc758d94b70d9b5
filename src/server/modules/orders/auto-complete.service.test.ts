import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { handOver, newStudent, noticesAbout, orderFrom, type Student } from '../../test/exchange.ts';
import { completeDeliveredOrders } from './auto-complete.service.ts';
import { orderStatusHistory, orders } from './orders.tables.ts';

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });

const DAY = 86_400_000;
const student = () => newStudent(t);

/**
 * An order handed over, its delivery moved `daysAgo` into the past. Tests on PostgreSQL share one database, so
 * the job is run with the real clock and only these back-dated orders are old enough for it.
 */
async function deliveredOrder(buyer: Student, seller: Student, daysAgo: number): Promise<number> {
  const { orderId } = await orderFrom(t, buyer, [seller]);
  const handed = await handOver(seller, buyer, orderId);
  if (handed.statusCode !== 200) throw new Error(`hand-over: ${handed.statusCode} ${handed.body}`);
  await t.database.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(orders.id, orderId));
  return orderId;
}
const statusOf = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
const completions = (orderIds: number[]) =>
  t.database.db
    .select()
    .from(orderStatusHistory)
    .where(and(inArray(orderStatusHistory.orderId, orderIds), eq(orderStatusHistory.toStatus, 'completed')));

describe('the auto-complete job', () => {
  it('completes an order delivered three days ago with no refund request, as nobody, and tells buyer and seller', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const orderId = await deliveredOrder(buyer, seller, 3.01);

    expect(await completeDeliveredOrders(t.database.db, t.app.events)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('completed');
    const detail = (await buyer.call('GET', `/api/orders/detail/${orderId}`)).json();
    expect(detail.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'delivered',
      toStatus: 'completed',
      noteKind: 'auto_completed',
      noteParams: { days: 3 },
      note: 'Completed automatically 3 days after delivery',
      changedBy: null,
      changedByName: null,
    });
    expect((await noticesAbout(buyer, orderId))[0]).toMatchObject({
      kind: 'order_status_changed',
      params: { orderId, status: 'completed' },
      message: `Your order ${orderNumber(orderId)} is now completed.`,
    });
    expect((await noticesAbout(seller, orderId))[0]).toMatchObject({
      kind: 'sale_completed',
      params: { orderId },
      message: `Your sale in order ${orderNumber(orderId)} is completed.`,
    });
  });

  it('leaves orders delivered less than three days ago, and those whose buyer asked for a refund', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const recent = await deliveredOrder(buyer, seller, 2.9);
    const disputed = await deliveredOrder(buyer, seller, 5);
    const refund = await buyer.call('POST', `/api/orders/${disputed}/refund-request`, {
      reason: 'Chapters 4 to 6 are missing',
    });
    expect(refund.statusCode).toBe(200);

    await completeDeliveredOrders(t.database.db, t.app.events);
    expect(await statusOf(recent)).toBe('delivered');
    expect(await statusOf(disputed)).toBe('refund_requested');
  });

  it('completes a delivered order whose refund request was rejected, three days after the rejection', async () => {
    const [buyer, seller, admin] = await Promise.all([
      student(),
      student(),
      newStudent(t, { isAdmin: true }),
    ]);
    const orderId = await deliveredOrder(buyer, seller, 5);
    await buyer.call('POST', `/api/orders/${orderId}/refund-request`, {
      reason: 'Chapters 4 to 6 are missing',
    });
    const rejected = await admin.call('POST', `/api/admin/orders/${orderId}/refund`, {
      approve: false,
      note: 'The photos show every page.',
    });
    expect(rejected.json()).toMatchObject({ status: 'delivered', refundStatus: 'rejected' });

    // Delivered again from the rejection: not yet old enough.
    await completeDeliveredOrders(t.database.db, t.app.events);
    expect(await statusOf(orderId)).toBe('delivered');
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 3.01 * DAY) })
      .where(eq(orders.id, orderId));
    await completeDeliveredOrders(t.database.db, t.app.events);
    expect(await statusOf(orderId)).toBe('completed');
  });

  it('takes "now" from its caller: a given time three days on completes a fresh delivery', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const orderId = await deliveredOrder(buyer, seller, 0);
    // Only this order: on a shared database the far future would complete other files' orders too.
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(orders.id, orderId));
    await completeDeliveredOrders(t.database.db, t.app.events, new Date('2000-01-03T23:59:00Z'));
    expect(await statusOf(orderId)).toBe('delivered');
    await completeDeliveredOrders(t.database.db, t.app.events, new Date('2000-01-04T00:00:00Z'));
    expect(await statusOf(orderId)).toBe('completed');
  });

  it('completes each order exactly once when several processes run it at the same moment', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const orderIds = [
      await deliveredOrder(buyer, seller, 4),
      await deliveredOrder(buyer, seller, 4),
      await deliveredOrder(buyer, seller, 4),
    ];
    await Promise.all(Array.from({ length: 3 }, () => completeDeliveredOrders(t.database.db, t.app.events)));
    for (const orderId of orderIds) expect(await statusOf(orderId)).toBe('completed');
    expect(await completions(orderIds)).toHaveLength(3);
  }, 60_000);
});
