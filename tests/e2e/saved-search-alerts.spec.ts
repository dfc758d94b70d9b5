import { expect } from '@playwright/test';
import { newUsername, registerThroughApi, test } from './fixtures.ts';

/*
 * "Tell me when it's listed" (issue 17, docs/decisions/019-favourites-and-saved-searches.md): a student saves a
 * search on /browse, another student lists a matching book, and the first hears of it in the notification card
 * and opens the listing from there.
 */
test('a student who saved a search is told when a matching book is listed, and opens it from the notice', async ({
  page,
  student: _signedIn,
  playwright,
  baseURL,
}) => {
  // A town of this test's own, so no other journey's listing or search meets this one.
  const city = `Alertpur ${newUsername().slice(4)}`;
  await page.goto(`/browse?q=${encodeURIComponent('maths grewal')}&city=${encodeURIComponent(city)}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved', { exact: true })).toBeVisible();

  const seller = await playwright.request.newContext({ baseURL });
  await registerThroughApi(seller);
  const title = 'Higher Engineering Mathematics by B.S. Grewal, 44th edition';
  const listed = await seller.post('/api/products', {
    data: {
      title,
      description: 'All pages intact, a few pencil marks in chapter 2.',
      price: 420,
      condition: 'Good',
      category: 'Textbooks',
      quantity: 1,
      pickupCity: city,
    },
  });
  expect(listed.status()).toBe(201);
  const productId = ((await listed.json()) as { id: number }).id;
  await seller.dispose();

  // The server matches new listings every few seconds after they commit: look again until the notice is there.
  const notice = page.getByRole('link', { name: /A new listing matches your saved search/ });
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(notice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(notice).toHaveAccessibleName(new RegExp(`${title}.*₹420\\.00`));

  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
