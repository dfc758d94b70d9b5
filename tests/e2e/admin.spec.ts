import { expect } from '@playwright/test';
import { returningVisitor } from './e2e-server.ts';
import {
  orderWithCashThroughApi,
  registerThroughApi,
  signedInState,
  test,
  waitingForApp,
} from './fixtures.ts';

interface Listing {
  id: number;
  title: string;
  quantity: number;
}

test.describe('signed in as the admin', () => {
  test.use({ storageState: signedInState('admin') });

  test("an admin changes a cash-on-delivery order's status from the list and from its own page, and the buyer sees it on /orders", async ({
    page,
    playwright,
    baseURL,
    browser,
  }) => {
    // A fresh student places a COD order through the API, as the checkout page would. (Without its own storage
    // state, a context made here would start with the admin's.)
    const buyer = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    await registerThroughApi(buyer);
    const listings = (await (await buyer.get('/api/products?limit=100&sort=newest')).json()) as Listing[];
    // Far down the list, away from the listings the buying journeys take.
    const listing = listings.filter((candidate) => candidate.quantity >= 2).at(-3);
    if (!listing) throw new Error('The demo catalogue has too few listings with stock');
    const orderId = await orderWithCashThroughApi(buyer, listing.id);
    const number = `TXN-${String(orderId).padStart(6, '0')}`;
    const { cookies: buyerCookies } = await buyer.storageState();
    await buyer.dispose();

    // The admin finds the transaction by its number and marks it shipped.
    await page.goto('/admin?tab=transactions');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByLabel('Search transactions').fill(number);
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(listing.title)).toBeVisible();
    // The status badge (the dropdown's options carry the same words).
    const badge = (label: string) => row.locator('span', { hasText: new RegExp(`^${label}$`) });
    await expect(badge('Pending \\(COD\\)')).toBeVisible();
    const status = row.getByRole('combobox', { name: `Change status of ${number}` });
    await expect(status).toHaveValue('pending_cod');
    await status.selectOption('shipped');
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Order Updated'),
    ).toBeVisible();
    await expect(badge('Shipped')).toBeVisible();
    await expect(status).toHaveValue('shipped');

    // The admin opens the order itself: the admin's actions, not the buyer's, and the way back to the list.
    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}\\?from=transactions$`));
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your Orders' })).toHaveCount(0);
    const actions = page.getByRole('region', { name: 'Admin actions' });
    const orderStatus = actions.getByRole('combobox', { name: `Change status of ${number}` });
    await expect(orderStatus).toHaveValue('shipped');
    await expect(actions.getByRole('button', { name: `Delete ${number}` })).toBeVisible();
    // The buyer met the seller, and the admin vouches for the hand-over.
    await orderStatus.selectOption('delivered');
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(`${number} is now Delivered.`),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Hand-over', exact: true }).getByText(/Handed over/),
    ).toBeVisible();
    await expect(orderStatus).toHaveValue('delivered');
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL('/admin?tab=transactions');
    await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();

    // The buyer, in their own browser, sees the new status.
    const buyerContext = await browser.newContext({ storageState: returningVisitor(buyerCookies) });
    const buyerPage = waitingForApp(await buyerContext.newPage());
    await buyerPage.goto('/orders');
    const card = buyerPage.getByRole('article', { name: number });
    await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
    await buyerContext.close();
  });
});

test('a student who opens /admin or /database-monitor sees Access Denied', async ({ page, student }) => {
  const adminCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/admin/')) adminCalls.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  // Refused as the student they are, not sent to sign in as a guest would be.
  await expect(page.getByText(`Hi, ${student.username}`)).toBeVisible();
  await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
  await page.goto('/database-monitor');
  await expect(page.getByText('You need admin privileges to access the database monitor.')).toBeVisible();
  expect(adminCalls).toEqual([]);

  // And the server refuses the calls themselves.
  const stats = await page.request.get('/api/admin/stats');
  expect(stats.status()).toBe(403);
});
