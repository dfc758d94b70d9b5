import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { test } from './fixtures.ts';

/**
 * A student on a phone switches the app to Hindi, browses and opens a listing, then buys one with cash on delivery
 * and opens the order (docs/decisions/070-languages.md): the pages come in Hindi from the server as well as in the
 * browser, and stay free of serious axe violations.
 * The 390 px screenshots are attached to the report to be looked at for layout breaks with the longer words.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSeriousViolations(page: Page, name: string) {
  expect(await seriousViolations(page), `serious or critical axe violations on ${name}`).toEqual([]);
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

interface Listing {
  id: number;
  title: string;
  quantity: number;
  images: string[];
}

/** A demo listing with stock and a cover photo; the buyer is freshly registered, so it is never their own. */
async function listingToBuy(page: Page): Promise<Listing> {
  const response = await page.request.get('/api/products?limit=100&sort=newest');
  expect(response.ok()).toBe(true);
  const listing = ((await response.json()) as Listing[]).find(
    (candidate) => candidate.quantity >= 2 && candidate.images.length > 0,
  );
  if (!listing) throw new Error('The demo catalogue has no listing with stock');
  return listing;
}

test('a student buys a listing in Hindi with cash on delivery and sees the order, all in Hindi', async ({
  page,
  student: _signedIn,
  baseURL,
}) => {
  // Six pages, four of them checked by axe, on a shared two-core machine: well past the default 30 s.
  test.setTimeout(150_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const listing = await listingToBuy(page);
  // A new student (registered through the API: registering is the account journeys' business) who reads Hindi.
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);

  await page.goto('/browse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('searchbox', { name: 'खोजें' }).fill(listing.title);
  // The search applies after a pause; a click before it would be undone by the search's own navigation.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('heading', { name: /^\d+ (चीज़|चीज़ें) (मिली|मिलीं)$/ })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(escapeRegExp(listing.title)) })
    .first()
    .click();
  await expect(page).toHaveURL(`/product/${listing.id}`);
  await page.getByRole('button', { name: 'कार्ट में डालें' }).first().click();
  await expect(page.getByText('कार्ट में डाल दिया').first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeVisible();
  const cartLines = page.getByRole('list', { name: 'आपके कार्ट की चीज़ें' });
  await expect(cartLines.getByRole('link', { name: listing.title })).toBeVisible();
  await expect(page.getByText('1 चीज़', { exact: true })).toBeVisible();
  await expect(page.getByText('सबटोटल')).toBeVisible();
  await attachScreenshot(page, 'cart-hi-390.png');
  await expectNoSeriousViolations(page, 'the cart in Hindi');

  await page.getByRole('link', { name: 'चेकआउट' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await page.getByLabel('पूरा नाम').fill('प्रिया शर्मा');
  await page.getByLabel('फ़ोन नंबर').fill('9876543210');
  await page.getByRole('radio', { name: 'कॉलेज' }).check();
  await page.getByLabel('कॉलेज का नाम').fill('College of Engineering, Pune');
  await page.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }).check();
  await expect(page.getByRole('button', { name: 'ऑर्डर करें' })).toBeVisible();
  await attachScreenshot(page, 'checkout-hi-390.png');
  await expectNoSeriousViolations(page, 'checkout in Hindi');
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

  await expect(page.getByRole('heading', { name: 'ऑर्डर हो गया!' })).toBeVisible();
  await attachScreenshot(page, 'order-placed-hi-390.png');
  await page.getByRole('link', { name: 'मेरे ऑर्डर देखें' }).click();
  await expect(page).toHaveURL('/orders');
  const order = page.getByRole('article').filter({ hasText: listing.title });
  await expect(order.getByText('पेंडिंग (COD)', { exact: true })).toBeVisible();
  await attachScreenshot(page, 'orders-hi-390.png');

  await order.getByRole('link', { name: /की पूरी जानकारी देखें$/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^TXN-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('कैश ऑन डिलीवरी', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'सामान लेने के लिए बेचने वाले का संपर्क' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ऑर्डर कैंसल करें' })).toBeVisible();
  await attachScreenshot(page, 'order-hi-390.png');
  await expectNoSeriousViolations(page, 'the order in Hindi');
  expect(consoleErrors).toEqual([]);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
