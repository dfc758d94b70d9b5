import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSignaturePayload, hmacHex } from './gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';

const keys = { keyId: 'rzp_test_abc', keySecret: 'key-secret', webhookSecret: 'webhook-secret' };

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('the Razorpay gateway (SDK with its HTTP calls intercepted)', () => {
  it("creates the provider order through Razorpay's API with the amount in paise and basic auth", async () => {
    let sentBody: unknown;
    const api = nock('https://api.razorpay.com')
      .post('/v1/orders', (body) => {
        sentBody = body;
        return true;
      })
      .basicAuth({ user: keys.keyId, pass: keys.keySecret })
      .reply(200, {
        id: 'order_Real123',
        entity: 'order',
        amount: 51750,
        currency: 'INR',
        status: 'created',
      });

    const order = await new RazorpayGateway(keys).createOrder({
      amountPaise: 51750,
      receipt: 'u7-1',
      notes: { userId: '7' },
    });
    expect(order).toEqual({ id: 'order_Real123', amount: 51750, currency: 'INR' });
    expect(sentBody).toMatchObject({ amount: 51750, currency: 'INR', receipt: 'u7-1' });
    expect(api.isDone()).toBe(true);
  });

  it("passes Razorpay's error on as a failure", async () => {
    nock('https://api.razorpay.com')
      .post('/v1/orders')
      .reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    await expect(
      new RazorpayGateway(keys).createOrder({ amountPaise: 100, receipt: 'r', notes: {} }),
    ).rejects.toBeTruthy();
  });

  it('accepts only the signature made with the key secret over "order_id|payment_id"', () => {
    const gateway = new RazorpayGateway(keys);
    const signature = hmacHex(keys.keySecret, checkoutSignaturePayload('order_1', 'pay_1'));
    expect(gateway.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature })).toBe(true);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_2', signature })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature: 'zz' })).toBe(
      false,
    );
  });

  it('trusts a webhook only when signed with the webhook secret, and none without one', () => {
    const body = '{"event":"payment.captured"}';
    expect(new RazorpayGateway(keys).verifyWebhookSignature(body, hmacHex('webhook-secret', body))).toBe(
      true,
    );
    expect(new RazorpayGateway(keys).verifyWebhookSignature(body, hmacHex('key-secret', body))).toBe(false);
    const withoutSecret = new RazorpayGateway({ keyId: keys.keyId, keySecret: keys.keySecret });
    expect(withoutSecret.verifyWebhookSignature(body, hmacHex('webhook-secret', body))).toBe(false);
  });

  it("refunds through Razorpay's refunds API: amount in paise, basic auth, and the idempotency header", async () => {
    let sentBody: unknown;
    const api = nock('https://api.razorpay.com', {
      reqheaders: { 'x-refund-idempotency': 'passiton-refund-7-1' },
    })
      .post('/v1/payments/pay_Real123/refund', (body) => {
        sentBody = body;
        return true;
      })
      .basicAuth({ user: keys.keyId, pass: keys.keySecret })
      .reply(200, {
        id: 'rfnd_Real456',
        entity: 'refund',
        amount: 28750,
        currency: 'INR',
        payment_id: 'pay_Real123',
        status: 'processed',
      });
    const refund = await new RazorpayGateway(keys).refund({
      paymentId: 'pay_Real123',
      amountPaise: 28750,
      idempotencyKey: 'passiton-refund-7-1',
      receipt: 'refund-7',
      notes: { orderId: '12' },
    });
    expect(refund).toEqual({ id: 'rfnd_Real456', amount: 28750, status: 'processed' });
    expect(sentBody).toEqual({
      amount: 28750,
      speed: 'normal',
      receipt: 'refund-7',
      notes: { orderId: '12' },
    });
    expect(api.isDone()).toBe(true);
  });

  it("passes Razorpay's reason for a refused refund on, and asks where an accepted refund stands", async () => {
    nock('https://api.razorpay.com')
      .post('/v1/payments/pay_Real123/refund')
      .reply(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
      });
    const gateway = new RazorpayGateway(keys);
    const refund = {
      paymentId: 'pay_Real123',
      amountPaise: 100,
      idempotencyKey: 'k'.repeat(12),
      receipt: 'r',
      notes: {},
    };
    await expect(gateway.refund(refund)).rejects.toMatchObject({
      name: 'GatewayError',
      message: 'The payment has been fully refunded already',
    });

    nock('https://api.razorpay.com')
      .get('/v1/payments/pay_Real123/refunds/rfnd_Real456')
      .reply(200, { id: 'rfnd_Real456', amount: 100, status: 'pending' });
    expect(await gateway.fetchRefund({ paymentId: 'pay_Real123', refundId: 'rfnd_Real456' })).toEqual({
      id: 'rfnd_Real456',
      amount: 100,
      status: 'pending',
    });

    nock('https://api.razorpay.com').post('/v1/payments/pay_Real123/refund').reply(502, 'Bad gateway');
    await expect(gateway.refund(refund)).rejects.toMatchObject({ message: 'Razorpay answered 502' });
  });
});
