import { expect } from '@playwright/test';
import { registerThroughApi, test } from './fixtures.ts';

test('a student searches from the landing page, opens a book, reads its verified reviews, and may review only what they received', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search textbooks, notes and more' }).fill('grewel');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/browse\?q=grewel/);

  const result = page.getByRole('link', { name: /Grewal Higher Engineering Mathematics/ }).first();
  await result.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const productId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: /Grewal/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  // The demo's reviews come from deals: each says its writer bought the book.
  await expect(page.getByText('Verified purchase').first()).toBeVisible();

  const before = await (await request.get(`/api/products/${productId}/rating`)).json();

  // A new account, signed in in this browser (through the API: the form is accounts.spec.ts's business).
  const { username } = await registerThroughApi(page.request);
  await page.goto(`/product/${productId}`);
  await expect(page.getByText(`Hi, ${username}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Write Review' }).click();
  // A student who never received the book is told so in place of the form.
  await expect(page.getByText('You can review a listing after you have received it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  const after = await (await request.get(`/api/products/${productId}/rating`)).json();
  expect(after).toEqual(before);
});

test('browse keeps its filters in the address, so Back and shared links work', async ({ page }) => {
  await page.goto('/browse?category=Calculators');
  await expect(page.getByRole('link', { name: /Casio/ }).first()).toBeVisible();
  await page.goto('/browse?q=zzzzqqqxxnothing');
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/browse$/);
});
