import { expect } from '@playwright/test';
import { registerThroughApi, test } from './fixtures.ts';

/**
 * A browser that asks for Hindi, with no language chosen yet (no `lang` cookie): every page starts in Hindi,
 * whoever answers it — the server for the pages it renders, the service worker from its cached shell (which says
 * `<html lang="en-IN">`) for the others (docs/decisions/070-languages.md).
 */

test.use({ locale: 'hi-IN' });

test('pages the service worker answers from its cached shell start in the browser’s Hindi', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'नई लिस्टिंग' })).toBeVisible();
  // The worker has precached the shell and taken charge of the page: from now on it answers the other pages.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')).toBeUndefined();

  const fromTheWorker = (path: string) =>
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === path && response.fromServiceWorker(),
    );

  const signIn = fromTheWorker('/auth');
  await page.goto('/auth');
  await signIn;
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'PassItOn में आपका स्वागत है' })).toBeVisible();

  // Signed in (the page's requests share the browser's cookies), the student's own pages.
  await registerThroughApi(page.request);
  for (const [path, heading] of [
    ['/cart', 'आपका कार्ट'],
    ['/checkout', 'चेकआउट'],
    ['/orders', 'आपके ऑर्डर'],
  ] as const) {
    const answered = fromTheWorker(path);
    await page.goto(path);
    await answered;
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
