import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';

/** A production server's settings, with payments chosen by the test. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://passiton.example',
  ALLOW_EMBEDDED_DATABASE: 'true',
  ALLOW_MAIL_FILES: 'true',
  PUSH: 'off',
  CONTACT_EMAIL: 'help@passiton.in',
  CONTACT_PHONE: '+91 80 4567 8900',
};

const simulatedCheckout = { method: 'POST', url: '/api/razorpay/simulated-checkout' } as const;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function simulatedCheckoutAnswer(app: TestApp['app']): Promise<number> {
  const buyer = await createUser(app.db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/razorpay/simulated-checkout',
    headers: { cookie: await loginAs(app, buyer) },
    payload: { razorpay_order_id: 'order_unknown', outcome: 'success' },
  });
  return response.statusCode;
}

describe('which payments a server takes', () => {
  it('with Razorpay keys has no simulated checkout at all, and tells the web app so', async () => {
    t = await buildTestApp({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'key-secret' });
    expect(t.app.hasRoute(simulatedCheckout)).toBe(false);
    expect(await simulatedCheckoutAnswer(t.app)).toBe(404);
    expect((await t.app.inject('/api/site-config')).json()).toMatchObject({ paymentGateway: 'razorpay' });
  });

  it('in production with PAYMENTS=simulated takes test payments and says so to the web app', async () => {
    t = await buildTestApp({ ...production, PAYMENTS: 'simulated' });
    expect(t.app.hasRoute(simulatedCheckout)).toBe(true);
    expect((await t.app.inject('/api/site-config')).json()).toMatchObject({ paymentGateway: 'simulated' });
  });

  it('in production with keys and PAYMENTS=simulated still takes only test payments', async () => {
    t = await buildTestApp({
      ...production,
      PAYMENTS: 'simulated',
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 'key-secret',
    });
    expect(t.app.hasRoute(simulatedCheckout)).toBe(true);
    expect((await t.app.inject('/api/site-config')).json()).toMatchObject({ paymentGateway: 'simulated' });
  });
});
