import { expect, test } from '@playwright/test';

test('an unknown address shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('phones get the bottom bar; wide screens get the header links instead', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bottomBar).toBeVisible();
  for (const name of ['Home', 'Browse', 'Orders', 'Sell', 'Profile']) {
    await expect(bottomBar.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bottomBar).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the footer shows the configured contact details', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByText('help@passiton.example')).toBeVisible();
});
