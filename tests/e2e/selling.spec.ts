import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInState, test } from './fixtures.ts';

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function uniqueTitle(subject: string): string {
  return `${subject} ${randomBytes(3).toString('hex')}`;
}

async function coverPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 55, g: 48, b: 163 } } })
    .jpeg()
    .toBuffer();
}

const samplePagesPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Goes through the six steps of the listing wizard with the given files, and submits. */
async function listThroughWizard(
  page: Page,
  { title, files }: { title: string; files: { name: string; mimeType: string; buffer: Buffer }[] },
) {
  await page.goto('/sell');
  await page.getByRole('link', { name: /Add New Item/ }).click();
  await expect(page.getByRole('heading', { name: 'List an Item' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });

  await page.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }).check();
  await next.click();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('Textbooks');
  await page.getByLabel('Condition').selectOption('Good');
  await page.getByLabel('Description').fill('Nag and Sonntag, 6th edition. Clean pages, a few pencil marks.');
  await next.click();

  await page.getByLabel('Price (₹)').fill('350');
  await page.getByLabel('Original price / MRP (₹, optional)').fill('799');
  await expect(page.getByText('Great pricing for this category!').first()).toBeVisible();
  await next.click();

  await page.getByLabel(/Add photos or documents/).setInputFiles(files);
  const uploaded = page.getByRole('list', { name: 'Your files' }).getByText(/^Uploaded/);
  await expect(uploaded).toHaveCount(files.length);
  const uploadToast = toast(page).getByText('Upload Complete!');
  await expect(uploadToast).toBeVisible();
  await expectClearOfHeadingAndBottomBar(page, toast(page).locator('li').first());
  await next.click();
  // The step's toast goes with the step.
  await expect(uploadToast).toBeHidden();

  await page.getByLabel('Institute name').fill('College of Engineering Pune');
  await page.getByRole('checkbox', { name: /Pick up at my institute/ }).check();
  await expect(page.getByRole('textbox', { name: 'Pickup address' })).toHaveValue(
    'College of Engineering Pune',
  );
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('Pincode').fill('411005');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'List My Item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your listing is live' })).toBeVisible();
  await expect(page.getByText(`"${title}" is now live on PassItOn.`)).toBeVisible();
}

/** A long file name is cut short on the page, never widening it past the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * A toast on a phone covers neither the page's heading nor the bottom bar: it sits between them, low on the
 * screen (and on wider screens there is no bottom bar).
 */
async function expectClearOfHeadingAndBottomBar(page: Page, shown: Locator) {
  const box = await shown.boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(box).not.toBeNull();
  expect(heading).not.toBeNull();
  if (!box || !heading) return;
  expect(box.y, 'the toast starts below the heading').toBeGreaterThanOrEqual(heading.y + heading.height);
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  if (await bottomBar.isVisible()) {
    const bar = await bottomBar.boundingBox();
    expect(box.y + box.height, 'the toast ends above the bottom bar').toBeLessThanOrEqual(bar?.y ?? 0);
  }
}

test.describe('signed in as asha, a demo student', () => {
  test.use({ storageState: signedInState('asha') });

  test('a student lists a book with a photo, finds it on browse, changes its price and deletes it', async ({
    page,
  }) => {
    const title = uniqueTitle('Engineering Thermodynamics');
    await listThroughWizard(page, {
      title,
      files: [{ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await coverPhoto() }],
    });

    await page.goto(`/browse?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await page.goto('/seller-listings');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('₹350.00')).toBeVisible();
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByLabel('Price (₹)').fill('299');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page).getByText('Product updated')).toBeVisible();
    await expect(card.getByText('₹299.00')).toBeVisible();

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page).getByText('Product deleted successfully')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);

    const search = await page.request.get(`/api/products?q=${encodeURIComponent(title)}`);
    expect(await search.json()).toEqual([]);
  });
});

test.describe('signed in as rohan, a demo student, on a phone', () => {
  test.use({ storageState: signedInState('rohan'), viewport: { width: 390, height: 844 } });

  test('on a phone, a student lists notes with a photo and a PDF of sample pages, and only they can download it', async ({
    page,
    browser,
  }) => {
    const title = uniqueTitle('Thermodynamics notes');
    await listThroughWizard(page, {
      title,
      files: [
        { name: 'first-page.jpg', mimeType: 'image/jpeg', buffer: await coverPhoto() },
        // One long unbroken name, as phones name scans: cut short, it must not widen the page.
        {
          name: 'thermodynamics_unit3_sample_pages_scanned_2025-11-28_final.pdf',
          mimeType: 'application/pdf',
          buffer: samplePagesPdf,
        },
      ],
    });

    // The "live" screen leads to the listing, as buyers see it.
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'View listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/\d+$/);

    const user = await (await page.request.get('/api/user')).json();
    const listings = await (await page.request.get(`/api/products/seller/${user.id}`)).json();
    const listing = listings.find((candidate: { title: string }) => candidate.title === title);
    expect(page.url()).toMatch(new RegExp(`/product/${listing.id}$`));
    expect(listing.images).toHaveLength(1);
    expect(listing.files).toHaveLength(1);

    const download = await page.request.get(`/api/products/${listing.id}/files/${listing.files[0]}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.from(await download.body())).toEqual(samplePagesPdf);

    // Without its own storage state, a context made here would start with rohan's.
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const refused = await guest.request.get(
      `${new URL(page.url()).origin}/api/products/${listing.id}/files/${listing.files[0]}`,
    );
    expect(refused.status()).toBe(404);
    await guest.close();
  });
});
