import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { startPushService, type TestBrowser, type TestPushService } from '../../test/push-service.ts';
import { pushOutbox, pushSubscriptions } from './push.tables.ts';
import { deliverDuePushes } from './push-outbox.ts';
import { createPushSender } from './push-sender.ts';
import { resolveVapidDetails } from './vapid-keys.ts';

/*
 * The real round trip (docs/decisions/086-web-push.md): events write pushes to the outbox, the worker's delivery
 * encrypts and POSTs them to a push service on loopback, which decrypts them with the browser's keys and checks
 * the VAPID signature against the key the API hands out.
 */

const t = useTestApp();
let service: TestPushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => service?.close());

async function deliver(now?: Date) {
  const settings = t.app.config.push;
  if (!settings.enabled) throw new Error('push is off in this test app');
  const sender = createPushSender(await resolveVapidDetails(settings), { loopback: true });
  return deliverDuePushes(t.db, sender, {
    endpointPrefix: service.origin,
    ...(now ? { now: () => now } : {}),
  });
}

async function subscribedBrowser(student: Student): Promise<TestBrowser> {
  const browser = service.newBrowser();
  const saved = await student.call('PUT', '/api/push/subscription', browser.subscription);
  expect(saved.statusCode).toBe(200);
  return browser;
}

const pushesTo = (browser: TestBrowser) => service.received.filter((push) => push.browserId === browser.id);

async function waitingFor(browser: TestBrowser) {
  return t.db
    .select({ id: pushOutbox.id, attempts: pushOutbox.attempts, status: pushOutbox.status })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushOutbox.subscriptionId, pushSubscriptions.id))
    .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
}

describe('pushes to the phone', () => {
  it('pushes a new order message to the recipient, encrypted to their browser and signed with the server key', async () => {
    const [buyer, seller] = [await newStudent(t), await newStudent(t)];
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const phone = await subscribedBrowser(seller);
    const laptop = await subscribedBrowser(seller);
    const posted = await buyer.call('POST', `/api/orders/${orderId}/messages`, { text: 'Library at 5?' });
    expect(posted.statusCode).toBe(201);

    expect(await deliver()).toMatchObject({ delivered: 2, retrying: 0, dropped: 0, gone: 0 });
    expect(service.failures).toEqual([]);
    const [push] = pushesTo(phone);
    expect(pushesTo(laptop)).toHaveLength(1);
    expect(push?.payload).toEqual({
      title: 'New message',
      body: expect.stringMatching(new RegExp(`^New message from .+ about order ${orderNumber(orderId)}\\.$`)),
      url: `/seller-listings/sales/${orderId}`,
      tag: `order-${orderId}-${seller.user.id}`,
    });
    const { publicKey } = (await t.app.inject('/api/push/key')).json();
    expect(push?.vapid).toMatchObject({
      aud: service.origin,
      sub: 'mailto:help@passiton.example',
      publicKey,
    });
    expect(push?.vapid.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high' });
    expect(Number(push?.headers.ttl)).toBeGreaterThan(23 * 60 * 60);
    expect(Number(push?.headers.ttl)).toBeLessThanOrEqual(24 * 60 * 60);
    // Sent pushes leave nothing behind, and the author's own message is not pushed to them.
    expect(await waitingFor(phone)).toEqual([]);
    expect(await deliver()).toMatchObject({ delivered: 0 });
  });

  it("pushes a sale to each seller, in the seller's language, opening the sale", async () => {
    const [buyer, seller, other] = [await newStudent(t), await newStudent(t), await newStudent(t)];
    const [sellersPhone, othersPhone] = [await subscribedBrowser(seller), await subscribedBrowser(other)];
    expect((await other.call('PUT', '/api/user/language', { language: 'hi' })).statusCode).toBe(200);
    const { orderId } = await orderFrom(t, buyer, [seller, other]);

    expect(await deliver()).toMatchObject({ delivered: 2 });
    expect(pushesTo(sellersPhone).map((push) => push.payload)).toEqual([
      {
        title: 'You made a sale',
        body: expect.stringMatching(new RegExp(`^You sold 1 × ".+" \\(order ${orderNumber(orderId)}\\)\\.`)),
        url: `/seller-listings/sales/${orderId}`,
        tag: `sale-${orderId}`,
      },
    ]);
    expect(pushesTo(othersPhone).map((push) => push.payload)).toEqual([
      expect.objectContaining({
        title: 'आपकी बिक्री हुई',
        body: expect.stringContaining(`(ऑर्डर ${orderNumber(orderId)})`),
      }),
    ]);
  });

  it('drops a subscription the push service answers 410 to, with the pushes still waiting for it', async () => {
    const [buyer, seller] = [await newStudent(t), await newStudent(t)];
    const browser = await subscribedBrowser(seller);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await buyer.call('POST', `/api/orders/${orderId}/messages`, { text: 'Still there?' });
    expect(await waitingFor(browser)).toHaveLength(2);

    // Both pushes may be on their way at once; the service answers each the same.
    service.answerNext(410, 410);
    const result = await deliver();
    expect(result.gone).toBeGreaterThanOrEqual(1);
    expect(result.delivered).toBe(0);
    expect(await waitingFor(browser)).toEqual([]);
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(left).toEqual([]);
    expect(pushesTo(browser)).toEqual([]);
  });

  it('tries again after a back-off when the push service fails (5xx), and delivers then', async () => {
    const [buyer, seller] = [await newStudent(t), await newStudent(t)];
    const browser = await subscribedBrowser(seller);
    await orderFrom(t, buyer, [seller]);

    service.answerNext(503);
    expect(await deliver()).toMatchObject({ delivered: 0, retrying: 1 });
    expect(await waitingFor(browser)).toEqual([expect.objectContaining({ attempts: 1, status: 'pending' })]);
    // Not due again at once: the next run leaves it.
    expect(await deliver()).toMatchObject({ delivered: 0, retrying: 0 });
    expect(await deliver(new Date(Date.now() + 31_000))).toMatchObject({ delivered: 1 });
    expect(pushesTo(browser)).toHaveLength(1);
    expect(await waitingFor(browser)).toEqual([]);
  });

  it('drops a push nobody could deliver within a day', async () => {
    const [buyer, seller] = [await newStudent(t), await newStudent(t)];
    const browser = await subscribedBrowser(seller);
    await orderFrom(t, buyer, [seller]);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect((await deliver(tomorrow)).dropped).toBeGreaterThanOrEqual(1);
    expect(await waitingFor(browser)).toEqual([]);
    expect(pushesTo(browser)).toEqual([]);
  });

  it('pushes nothing to a student without a subscription, and forgets the browsers of a deleted account', async () => {
    const [buyer, seller] = [await newStudent(t), await newStudent(t)];
    await orderFrom(t, buyer, [seller]);
    expect(await deliver()).toMatchObject({ delivered: 0 });

    const leaving = await newStudent(t);
    const browser = await subscribedBrowser(leaving);
    const deleted = await leaving.call('DELETE', '/api/user', { password: leaving.user.password });
    expect(deleted.statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(left).toEqual([]);
  });
});
