import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UnclaimedPayment } from '../../../domain/contracts/payments.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';
import { payments, refunds } from './payments.tables.ts';
import { retryDueRefunds } from './refunds.service.ts';
import type { SimulatedGateway } from './simulated-gateway.ts';
import { releaseUnclaimedPayments } from './unclaimed-payments.service.ts';

/*
 * Payments no order claims (docs/decisions/047-unclaimed-payments.md): 15 minutes after capture the money goes
 * back by itself, and admins see each such payment until its refund is processed.
 */

const t = useTestApp({ env: { ORDER_RATE_LIMIT: '1000' } });
let admin: Student;
beforeAll(async () => {
  admin = await newStudent(t, { isAdmin: true });
});

const MINUTE = 60_000;
const gateway = () => t.app.paymentGateway as SimulatedGateway;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** The job's first step, as the app runs it: release what is overdue and send those refunds. */
function sweep(now: Date) {
  return releaseUnclaimedPayments(t.database.db, gateway(), t.app.events, now);
}

/** A buyer who paid online for a ₹300 listing and never placed the order. */
async function paidAndGone() {
  const [buyer, seller] = await Promise.all([newStudent(t), newStudent(t)]);
  const book = await createProduct(t.database.db, seller.user.id, { price: '300.00' });
  const lines = [{ productId: book.id, quantity: 1 }];
  const payment = await buyer.payOnline(lines);
  return { buyer, lines, payment };
}

async function unclaimedList(): Promise<UnclaimedPayment[]> {
  const response = await admin.call('GET', '/api/admin/payments/unclaimed');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const listed = async (providerPaymentId: string) =>
  (await unclaimedList()).find((payment) => payment.providerPaymentId === providerPaymentId);

describe('a captured payment no order claims', () => {
  it('is listed to admins with when it goes back, refunded in full after 15 minutes, and the buyer told', async () => {
    const { buyer, lines, payment } = await paidAndGone();
    const entry = await listed(payment.paymentId);
    expect(entry).toMatchObject({
      providerOrderId: payment.providerOrder.id,
      buyer: { id: buyer.user.id, email: buyer.user.email },
      amount: '345.00',
      refund: null,
    });
    expect(Date.parse(entry?.refundDueAt ?? '') - Date.parse(entry?.paidAt ?? '')).toBe(15 * MINUTE);

    // Not before its 15 minutes are up.
    await sweep(minutesFromNow(14));
    expect((await listed(payment.paymentId))?.refund).toBeNull();

    await sweep(minutesFromNow(16));
    const made = gateway()
      .refundsMade()
      .filter((refund) => refund.paymentId === payment.paymentId);
    expect(made).toMatchObject([{ amount: 34_500, status: 'processed' }]);
    expect(await listed(payment.paymentId)).toBeUndefined();

    const [stored] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment.paymentId));
    expect(stored?.status).toBe('refunded');
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, stored?.id ?? 0));
    expect(refund).toMatchObject({ reason: 'payment_unclaimed', amount: '345.00', status: 'processed' });

    expect((await buyer.call('GET', '/api/notifications')).json()).toContainEqual(
      expect.objectContaining({
        kind: 'unclaimed_payment_refunded',
        params: { amount: 34_500 },
        message:
          'Your payment of ₹345.00 was not used for an order, so it has been refunded. It can take 3-5 business days to reach your account.',
      }),
    );

    // The money went back: the payment can no longer pay for an order.
    const late = await buyer.placeOnlineOrder(lines, payment);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'This payment has been refunded. Please start the checkout again.',
    });
  });

  it('is left alone once an order claims it', async () => {
    const { buyer, lines, payment } = await paidAndGone();
    expect((await buyer.placeOnlineOrder(lines, payment)).statusCode).toBe(201);
    expect(await listed(payment.paymentId)).toBeUndefined();
    await sweep(minutesFromNow(16));
    expect(
      gateway()
        .refundsMade()
        .some((refund) => refund.paymentId === payment.paymentId),
    ).toBe(false);
  });

  it('is refunded once when two processes sweep at the same time', async () => {
    const { payment } = await paidAndGone();
    const later = minutesFromNow(16);
    await Promise.all([sweep(later), sweep(later)]);
    expect(
      gateway()
        .refundsMade()
        .filter((refund) => refund.paymentId === payment.paymentId),
    ).toHaveLength(1);
  });

  it('stays listed with the gateway reason while its refund fails, until the refund job gets it through', async () => {
    const { payment } = await paidAndGone();
    gateway().failRefundsWith('The bank is not responding');
    try {
      await sweep(minutesFromNow(16));
    } finally {
      gateway().failRefundsWith(null);
    }
    expect((await listed(payment.paymentId))?.refund).toEqual({
      status: 'failed',
      reason: 'payment_unclaimed',
      failureReason: 'The bank is not responding',
      attempts: 1,
    });

    await retryDueRefunds(t.database.db, gateway(), t.app.events, minutesFromNow(30));
    expect(await listed(payment.paymentId)).toBeUndefined();
  });
});

describe('GET /api/admin/payments/unclaimed', () => {
  it('is for admins only', async () => {
    const student = await newStudent(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments/unclaimed' })).statusCode).toBe(
      401,
    );
    expect((await student.call('GET', '/api/admin/payments/unclaimed')).statusCode).toBe(403);
  });
});
