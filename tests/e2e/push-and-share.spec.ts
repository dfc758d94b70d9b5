import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';

/*
 * Issue 28 on a phone: sharing a listing (the share sheet where there is one, else WhatsApp and Copy link) on the
 * server-rendered listing page, and turning push notifications on and off on /account
 * (docs/decisions/086-web-push.md). No push service is reachable from here, so the browser's PushManager answers
 * as one would; the server's side of pushes is tested against a push service of its own (push-delivery.test.ts).
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Console errors of the page: a hydration mismatch on the server-rendered page would be one. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function aListing(page: Page): Promise<{ id: number; title: string }> {
  const listings = (await (await page.request.get('/api/products?limit=1')).json()) as {
    id: number;
    title: string;
  }[];
  const [listing] = listings;
  if (!listing) throw new Error('the demo catalogue has no listing');
  return listing;
}

test('a listing is shared on WhatsApp or by its link on a phone without a share sheet', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = consoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  const listing = await aListing(page);
  const link = `${baseURL}/product/${listing.id}`;
  await page.goto(`/product/${listing.id}`);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsApp).toBeVisible();
  const href = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(href.origin).toBe('https://wa.me');
  expect(href.searchParams.get('text')).toContain(listing.title);
  expect(href.searchParams.get('text')).toContain('₹');
  expect(href.searchParams.get('text')).toContain(link);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(errors).toEqual([]);
});

test("a listing is shared through the phone's share sheet where there is one", async ({ page, baseURL }) => {
  const errors = consoleErrors(page);
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: unknown) => void shared.push(data),
    });
  });
  const listing = await aListing(page);
  await page.goto(`/product/${listing.id}`);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([expect.objectContaining({ title: listing.title, url: `${baseURL}/product/${listing.id}` })]);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeHidden();
  expect(errors).toEqual([]);
});

test('a student turns push notifications on and off for this phone on their account page', async ({
  page,
  context,
  student,
}) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    // The subscription a push service would give: its address and this browser's keys (a P-256 point, 16 bytes).
    let current: unknown = null;
    PushManager.prototype.subscribe = async function subscribe() {
      const endpoint = `https://push.example.in/send/e2e-${Math.random().toString(36).slice(2)}`;
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
      current = {
        endpoint,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  });
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: `Hi, ${student.username}`, level: 1 })).toBeVisible();
  // The offline worker shows the pushes: it is running, with the push script imported.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect((await page.request.get('/sw.js').then((answer) => answer.text())).includes('push-sw.js')).toBe(
    true,
  );
  expect((await page.request.get('/push-sw.js')).status()).toBe(200);

  const toggle = page.getByRole('switch', { name: 'Push notifications on this device' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/push/subscription') && answer.request().method() === 'PUT',
  );
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Push notifications are on', { exact: true })).toBeVisible();

  const deleted = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/push/subscription') && answer.request().method() === 'DELETE',
  );
  await toggle.click();
  expect((await deleted).status()).toBe(200);
  await expect(toggle).not.toBeChecked();
});
