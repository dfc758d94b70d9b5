import { expect, type Page } from '@playwright/test';
import {
  ADMIN,
  newUsername,
  orderWithCashThroughApi,
  registerThroughApi,
  registerThroughUi,
  signInThroughApi,
  test,
} from './fixtures.ts';

/** Waits until the page has read the user's achievements once, so later unlocks count as news. */
async function waitForAchievementsSeen(page: Page) {
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('seenAchievements')))
    .toContain('welcome');
}

test('a first sale unlocks First Sale for the seller once it is handed over, and shows on /achievements', async ({
  page,
  student: seller,
  playwright,
  baseURL,
}) => {
  // page.request shares the page's cookies: the seller lists as the student signed in for the page.
  const listing = await page.request.post('/api/products', {
    data: {
      title: 'Concepts of Physics Vol. 1',
      description: 'H C Verma, a few pencil marks, every page intact.',
      price: 250,
      condition: 'Good',
      category: 'Textbooks',
      quantity: 1,
    },
  });
  expect(listing.status()).toBe(201);
  const { id: productId } = (await listing.json()) as { id: number };
  await page.goto('/');
  await expect(page.getByText(`Hi, ${seller.username}`)).toBeVisible();
  await waitForAchievementsSeen(page);

  const buyer = await playwright.request.newContext({ baseURL });
  await registerThroughApi(buyer);
  const orderId = await orderWithCashThroughApi(buyer, productId);
  await buyer.dispose();

  // A sale counts once the book has changed hands; until the exchange lands, an admin marks it delivered.
  const admin = await playwright.request.newContext({ baseURL });
  await signInThroughApi(admin, ADMIN);
  const delivered = await admin.put(`/api/orders/${orderId}/status`, { data: { status: 'delivered' } });
  expect(delivered.ok()).toBe(true);
  await admin.dispose();

  await page.goto('/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
    'Achievement unlocked: First Sale',
  );
  await expect(page.getByRole('list', { name: 'Recent Achievements' })).toContainText('First Sale');
  await page.getByRole('tab', { name: 'Sales' }).click();
  const firstSale = page.getByRole('article', { name: 'First Sale' });
  await expect(firstSale.getByText('Completed')).toBeVisible();
  await expect(firstSale.getByText(/^Earned /)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Rising Seller' }).getByText('20%')).toBeVisible();

  // The sale is in the notifications card too.
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const card = page.getByRole('dialog', { name: 'Notifications' });
  await expect(card.getByRole('link', { name: /You sold 1 × "Concepts of Physics Vol. 1"/ })).toBeVisible();
  await card.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test.describe("the onboarding tour on a student's first visit home after signing up", () => {
  // An empty browser: no onboarding flags, unlike the other journeys.
  test.use({ storageState: { cookies: [], origins: [] } });

  /** Registers through the form, which brings the new student to the home page; the tour starts there by itself. */
  async function signUpAndWaitForTour(page: Page) {
    await registerThroughUi(page, newUsername());
    await expect(page).toHaveURL('/');
    const tour = page.getByRole('dialog').filter({ has: page.locator('.driver-popover-progress-text') });
    // It starts 2 seconds after the home page shows, when no panel is open.
    await expect(tour).toContainText('Welcome to PassItOn', { timeout: 10_000 });
    return tour;
  }

  async function walkThroughTour(page: Page, targets: (string | undefined)[]) {
    const tour = await signUpAndWaitForTour(page);
    for (const [index, target] of targets.entries()) {
      await expect(tour.locator('.driver-popover-progress-text')).toHaveText(
        `${index + 1} of ${targets.length}`,
      );
      // During the move between steps both elements carry the class for a moment: ask about the target's own.
      if (target)
        await expect(page.locator(`[data-tour="${target}"]`).first()).toHaveClass(/driver-active-element/);
      const last = index === targets.length - 1;
      await tour.getByRole('button', { name: last ? 'Complete' : 'Next' }).click();
    }
    await expect(tour).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('onboardingCompleted'))).toBe('true');
  }

  test('does not start for a guest', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest listings' })).toBeVisible();
    // Well past the 2 seconds after which it would start.
    await page.waitForTimeout(3000);
    await expect(page.locator('.driver-popover')).toHaveCount(0);
  });

  test('runs through all 8 steps for a new student on a desktop', async ({ page }) => {
    // Signing up through the form and eight steps, each scrolled to: more than the usual 30 seconds on two cores.
    test.slow();
    await walkThroughTour(page, [
      'welcome',
      'search',
      'categories',
      'product',
      'sell',
      'profile',
      'achievements',
      undefined,
    ]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('runs through all 5 steps, pointing at the bottom bar', async ({ page }) => {
      await walkThroughTour(page, ['welcome', 'search', 'sell-tab', 'profile-tab', undefined]);
    });

    test('Skip ends it at once, and it does not start again on the next visit', async ({ page }) => {
      const tour = await signUpAndWaitForTour(page);
      await tour.getByRole('button', { name: 'Skip' }).click();
      await expect(tour).toBeHidden();
      expect(await page.evaluate(() => window.localStorage.getItem('onboardingCompleted'))).toBe('true');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Latest listings' })).toBeVisible();
      await page.waitForTimeout(3000);
      await expect(page.locator('.driver-popover')).toHaveCount(0);
    });
  });
});

test('the app shell loads offline after one visit', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest listings' })).toBeVisible();
  // The worker has precached the shell and taken charge of the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Online, a returning visitor is sent the page the server rendered, not the worker's copy of the shell.
  await page.reload();
  await expect(page.locator('script#server-state')).toHaveCount(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'PassItOn', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest listings' })).toBeVisible();

  // Another page address is answered with the shell too.
  await page.goto('/browse');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(false);
});
