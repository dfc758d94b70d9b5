import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';

/**
 * A student on a phone switches the app to Hindi, browses and opens a listing (docs/decisions/070-languages.md):
 * the pages come in Hindi from the server as well as in the browser, and stay free of serious axe violations.
 * The 390 px screenshots are attached to the report to be looked at for layout breaks with the longer words.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSeriousViolations(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
  expect(blocking, `serious or critical axe violations on ${name}`).toEqual([]);
}

async function attachScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('a student switches to Hindi, browses and opens a listing, all in Hindi', async ({ page }) => {
  // A page the server rendered in Hindi must hydrate in Hindi: a mismatch would be reported here.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'नई लिस्टिंग' })).toBeVisible();

  // The choice is remembered: the server renders the next load in Hindi.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'नई लिस्टिंग' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'कैटेगरी से ख़रीदें' })).toBeVisible();
  await attachScreenshot(page, 'home-hi-390.png');
  await expectNoSeriousViolations(page, 'the home page in Hindi');

  await page.getByRole('navigation', { name: 'झटपट लिंक' }).getByRole('link', { name: 'ब्राउज़' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'सामान देखें' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'खोजें' }).fill('grewal');
  await expect(page.getByRole('heading', { name: /^\d+ (चीज़|चीज़ें) (मिली|मिलीं)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'फ़िल्टर' }).click();
  await expect(page.getByRole('combobox', { name: 'कैटेगरी' })).toBeVisible();
  await attachScreenshot(page, 'browse-hi-390.png');
  await expectNoSeriousViolations(page, 'browse in Hindi');

  await page
    .getByRole('link', { name: /Grewal Higher Engineering Mathematics/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  // The listing's own title as the seller wrote it; everything around it in Hindi.
  await expect(page.getByRole('heading', { level: 1, name: /Grewal/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'विवरण' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'कार्ट में डालें' }).first()).toBeVisible();
  await attachScreenshot(page, 'product-hi-390.png');
  await expectNoSeriousViolations(page, 'a listing in Hindi');
  expect(consoleErrors).toEqual([]);
});
