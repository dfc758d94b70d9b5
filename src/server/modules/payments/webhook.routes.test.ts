import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET, useTestApp } from '../../test/build-test-app.ts';
import { buyerClient } from '../../test/checkout.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import { hmacHex } from './gateway.ts';
import { payments } from './payments.tables.ts';

const t = useTestApp();

// The simulated gateway derives its webhook secret from the session secret (create-gateway.ts).
const webhookSecret = createHmac('sha256', TEST_SESSION_SECRET)
  .update('simulated gateway webhook secret')
  .digest('hex');

const sendWebhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });

async function createdPayment() {
  const seller = await createUser(t.database.db);
  const buyer = buyerClient(t.app, await loginAs(t.app, await createUser(t.database.db)));
  const book = await createProduct(t.database.db, seller.id, { price: '200.00' });
  const created = (
    await buyer.call('POST', '/api/razorpay/create-order', { items: [{ productId: book.id, quantity: 1 }] })
  ).json();
  return created.order as { id: string; amount: number };
}

const captured = (orderId: string, amount: number, paymentId = 'pay_webhook1') =>
  JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
  });

describe('the payment webhook', () => {
  it('records a captured payment whose browser never came back', async () => {
    const order = await createdPayment();
    const body = captured(order.id, order.amount);
    const response = await sendWebhook(body, hmacHex(webhookSecret, body));
    expect(response.statusCode).toBe(200);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.id));
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: 'pay_webhook1' });
    // Its 15 minutes to be claimed by an order start now (docs/decisions/047-unclaimed-payments.md).
    expect(payment?.paidAt).toBeInstanceOf(Date);
  });

  it('refuses a body whose signature does not match, and changes nothing', async () => {
    const order = await createdPayment();
    const body = captured(order.id, order.amount, 'pay_forged');
    const response = await sendWebhook(body, hmacHex('guessed secret', body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid webhook signature' });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.id));
    expect(payment?.status).toBe('created');
  });

  it('ignores a captured amount that differs from what the server asked for', async () => {
    const order = await createdPayment();
    const body = captured(order.id, order.amount - 100);
    await sendWebhook(body, hmacHex(webhookSecret, body));
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.id));
    expect(payment?.status).toBe('created');
  });

  it('acknowledges events it does not act on', async () => {
    const body = JSON.stringify({ event: 'refund.created', payload: {} });
    expect((await sendWebhook(body, hmacHex(webhookSecret, body))).json()).toEqual({ received: true });
  });

  it('refuses a correctly signed body that is not JSON with 400', async () => {
    const body = 'payment captured';
    const response = await sendWebhook(body, hmacHex(webhookSecret, body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The webhook body is not valid JSON' });
  });

  it('acknowledges, without recording, a signed event whose payment fields are not provider ids', async () => {
    const order = await createdPayment();
    for (const entity of [
      { id: { nested: true }, order_id: order.id, amount: order.amount },
      { id: 'pay_odd\u0000', order_id: order.id, amount: order.amount },
      { id: 'pay_ok', order_id: [order.id], amount: order.amount },
    ]) {
      const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity } } });
      const response = await sendWebhook(body, hmacHex(webhookSecret, body));
      expect(response.json()).toEqual({ received: true });
    }
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, order.id));
    expect(payment?.status).toBe('created');
  });

  it('refuses with 409 a signed event naming a payment already recorded for another order', async () => {
    const first = await createdPayment();
    const second = await createdPayment();
    const firstBody = captured(first.id, first.amount, 'pay_twice');
    await sendWebhook(firstBody, hmacHex(webhookSecret, firstBody));
    const secondBody = captured(second.id, second.amount, 'pay_twice');
    const response = await sendWebhook(secondBody, hmacHex(webhookSecret, secondBody));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This payment is already recorded for another order' });
  });
});
