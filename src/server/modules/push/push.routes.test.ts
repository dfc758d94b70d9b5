import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent } from '../../test/exchange.ts';
import { MAX_PUSH_DEVICES, subscriptionsOf } from './push.service.ts';
import { pushSubscriptions } from './push.tables.ts';

const t = useTestApp();

let browsers = 0;
/** A browser's subscription at a push service on the internet (never sent to here: no worker runs). */
function subscription(endpoint = `https://push.example.in/send/${++browsers}-${Date.now()}`) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  };
}

describe('push subscriptions (docs/decisions/086-web-push.md)', () => {
  it('hands anyone the public VAPID key', async () => {
    const answer = (await t.app.inject('/api/push/key')).json();
    expect(answer).toEqual({ enabled: true, publicKey: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/) });
  });

  it("saves a student's browser and turns it off again; only its own account may", async () => {
    const [me, other] = [await newStudent(t), await newStudent(t)];
    const browser = subscription();
    const saved = await me.call('PUT', '/api/push/subscription', browser);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Push notifications are on in this browser' });
    // Saving it again (the page turns the switch on twice) changes nothing.
    expect((await me.call('PUT', '/api/push/subscription', browser)).statusCode).toBe(200);
    expect(await subscriptionsOf(t.db, me.user.id)).toEqual([browser.endpoint]);

    const notTheirs = await other.call('DELETE', '/api/push/subscription', { endpoint: browser.endpoint });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ code: 'push.subscription_not_found' });
    expect(await subscriptionsOf(t.db, me.user.id)).toEqual([browser.endpoint]);

    const off = await me.call('DELETE', '/api/push/subscription', { endpoint: browser.endpoint });
    expect(off.json()).toEqual({ message: 'Push notifications are off in this browser' });
    expect(await subscriptionsOf(t.db, me.user.id)).toEqual([]);
    expect(
      (await me.call('DELETE', '/api/push/subscription', { endpoint: browser.endpoint })).statusCode,
    ).toBe(404);
  });

  it('gives a browser to the account that turned push on in it last', async () => {
    const [first, second] = [await newStudent(t), await newStudent(t)];
    const browser = subscription();
    await first.call('PUT', '/api/push/subscription', browser);
    await second.call('PUT', '/api/push/subscription', browser);
    expect(await subscriptionsOf(t.db, first.user.id)).toEqual([]);
    expect(await subscriptionsOf(t.db, second.user.id)).toEqual([browser.endpoint]);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} browsers per account, dropping the longest unused`, async () => {
    const me = await newStudent(t);
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      const browser = subscription();
      endpoints.push(browser.endpoint);
      await me.call('PUT', '/api/push/subscription', browser);
      if (i === 0) {
        // The first browser got a push lately: it is kept, and the second, never used, goes.
        await t.db
          .update(pushSubscriptions)
          .set({ lastSuccessAt: new Date(Date.now() + 60_000) })
          .where(eq(pushSubscriptions.endpoint, browser.endpoint));
      }
    }
    const kept = await subscriptionsOf(t.db, me.user.id);
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept).toContain(endpoints[0]);
    expect(kept).not.toContain(endpoints[1]);
  });

  it('refuses endpoints the server must not send to: not https, inside a network, with credentials', async () => {
    const me = await newStudent(t);
    for (const endpoint of [
      'http://push.example.in/send/1',
      'https://10.0.0.7/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/push',
      'https://user:secret@push.example.in/send/1',
      'https://intranet/push',
      'ftp://push.example.in/send/1',
    ]) {
      const refused = await me.call('PUT', '/api/push/subscription', subscription(endpoint));
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json(), endpoint).toMatchObject({
        message: 'This push service address is not allowed',
        code: 'push.endpoint_refused',
      });
    }
    expect(await subscriptionsOf(t.db, me.user.id)).toEqual([]);
  });

  it('refuses a subscription that is not one, with the field named', async () => {
    const me = await newStudent(t);
    const put = (body: object) => me.call('PUT', '/api/push/subscription', body);
    expect((await put({ ...subscription(), endpoint: 'not a url' })).json()).toMatchObject({
      message: 'Endpoint must be a URL',
    });
    expect((await put({ ...subscription(), endpoint: undefined })).json()).toMatchObject({
      message: 'Endpoint is required',
    });
    expect((await put({ endpoint: subscription().endpoint })).json()).toMatchObject({
      message: 'Keys are required',
    });
    expect(
      (await put({ ...subscription(), keys: { p256dh: 'short', auth: 'A'.repeat(22) } })).json(),
    ).toMatchObject({ message: 'p256dh is not a valid key' });
    expect(
      (await put({ ...subscription(), keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(40) } })).json(),
    ).toMatchObject({ message: 'auth is not a valid key' });
    expect((await me.call('DELETE', '/api/push/subscription', {})).json()).toMatchObject({
      message: 'Endpoint is required',
    });
  });

  it('asks a guest to sign in', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/push/subscription', payload: subscription() });
    expect(put.statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      payload: { endpoint: 'https://push.example.in/send/1' },
    });
    expect(del.statusCode).toBe(401);
  });

  it('says push is off when the server sends none (PUSH=off), and saves no browser', async () => {
    const off = await t.withSettings({ PUSH: 'off' });
    expect((await off.inject('/api/push/key')).json()).toEqual({ enabled: false });
    const me = await newStudent({ app: off, database: t.database });
    const refused = await me.call('PUT', '/api/push/subscription', subscription());
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'push.disabled' });
  });
});
