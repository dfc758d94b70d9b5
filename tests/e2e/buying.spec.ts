import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newUsername, registerThroughApi, registerThroughUi, test } from './fixtures.ts';

interface Listing {
  id: number;
  title: string;
  /** Rupees, as the API sends it ("349.00"). */
  price: string;
  quantity: number;
  images: string[];
}

const rupees = (price: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(Number(price));

/**
 * A demo listing with stock to spare. The buyers are freshly registered, so they own none of them; each journey
 * takes a different one so the two can run side by side.
 */
async function listingWithStock(request: APIRequestContext, which: number): Promise<Listing> {
  const response = await request.get('/api/products?limit=100&sort=newest');
  expect(response.ok()).toBe(true);
  // Demo listings have a cover photo; other journeys' own listings (no photo) are left to them.
  const listings = ((await response.json()) as Listing[]).filter(
    (listing) => listing.quantity >= 2 && listing.images.length > 0,
  );
  const listing = listings[which];
  if (!listing) throw new Error('The demo catalogue has too few listings with stock');
  return listing;
}

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

async function fillDeliveryDetails(page: Page, addressType: 'home' | 'college') {
  await page.getByLabel('Full name').fill('Priya Sharma');
  await page.getByLabel('Phone number').fill('9876543210');
  if (addressType === 'home') {
    await page.getByLabel('Complete address').fill('12 MG Road, Shivajinagar');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('State').selectOption('Maharashtra');
    await page.getByLabel('Pincode').fill('411005');
  } else {
    await page.getByRole('radio', { name: 'College' }).check();
    await page.getByLabel('College name').fill('College of Engineering, Pune');
  }
}

test('a guest adds a book to the cart, registers, finds it merged and pays with the simulated gateway', async ({
  page,
  request,
}) => {
  const listing = await listingWithStock(request, 0);

  await page.goto(`/product/${listing.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(notifications(page).getByText('Added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await registerThroughUi(page, newUsername());
  // The guest line went to the new account's server cart; the button now counts that cart.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('guestCart'))).toBe('[]');

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL('/cart');
  const items = page.getByRole('list', { name: 'Items in your cart' });
  await expect(items.getByRole('link', { name: listing.title })).toBeVisible();
  await expect(page.getByText('Platform Fee (20%)')).toBeVisible();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillDeliveryDetails(page, 'home');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  const payment = page.getByRole('dialog', { name: 'PassItOn test payment' });
  await expect(payment).toBeVisible();
  await payment.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  // The success screen moves on to the new order by itself after 3 seconds.
  await expect(page).toHaveURL(/\/orders\/\d+$/, { timeout: 10_000 });
  const number = page.getByRole('heading', { level: 1, name: /^TXN-\d{6}$/ });
  await expect(number).toBeVisible();
  // The status beside the number (the history lists it too).
  await expect(page.locator('header', { has: number }).getByText('Paid', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Items' }).getByRole('link', { name: listing.title }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student buys now with cash on delivery to their college, then cancels the order', async ({
    page,
    request,
    student: _signedIn,
  }) => {
    const listing = await listingWithStock(request, 1);
    await page.goto(`/product/${listing.id}`);
    // Scrolled down, the listing's own buttons are off screen: a bar keeps the price and Buy Now.
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const stickyBar = page.getByRole('region', { name: 'Buy this item' });
    // Scrolled as a thumb does, until the page below (reviews load late) has carried the buttons away.
    await expect(async () => {
      await page.mouse.wheel(0, 1500);
      await expect(stickyBar.getByText(`Price ${rupees(listing.price)}`, { exact: true })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await stickyBar.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(
      page.getByRole('list', { name: 'Items in this order' }).getByText(listing.title),
    ).toBeVisible();

    await fillDeliveryDetails(page, 'college');
    await expect(page.getByLabel('Pincode')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    // The spec's ways on stay; the first is the new order, where its hand-over code is.
    await expect(page.getByRole('link', { name: 'View My Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await page.getByRole('link', { name: /^View Order TXN-\d{6}$/ }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^TXN-\d{6}$/ })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Hand-over', exact: true })
        .locator('p', { hasText: 'Hand-over code:' }),
    ).toHaveText(/\d{6}/);

    await page.getByRole('link', { name: 'Your Orders' }).click();
    await expect(page).toHaveURL('/orders');

    const order = page.getByRole('article').filter({ hasText: listing.title });
    await expect(order.getByText('Pending (COD)', { exact: true })).toBeVisible();
    await order.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancel order' }).click();

    await expect(notifications(page).getByText('Order Cancelled')).toBeVisible();
    await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });
});

test('a student who pays online for notes downloads them from the order, which ends free cancellation', async ({
  page,
  playwright,
  baseURL,
  student: _signedIn,
}) => {
  // A seller lists handwritten notes with a PDF, through the API.
  const seller = await playwright.request.newContext({ baseURL });
  const { username: sellerName } = await registerThroughApi(seller);
  const uploaded = await seller.post('/api/upload', {
    multipart: {
      files: {
        name: 'thermodynamics.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      },
    },
  });
  expect(uploaded.ok()).toBe(true);
  const title = `Thermodynamics notes ${sellerName}`;
  const listed = await seller.post('/api/products', {
    data: {
      title,
      description: 'Every lecture of the semester, neatly written, with solved problems.',
      price: 150,
      condition: 'Good',
      category: 'Handwritten Notes',
      quantity: 5,
      files: ((await uploaded.json()) as { files: string[] }).files,
    },
  });
  expect(listed.status()).toBe(201);
  const { id: productId } = (await listed.json()) as { id: number };
  await seller.dispose();

  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('note').filter({ hasText: 'Test payments — no money is taken' })).toBeVisible();
  await fillDeliveryDetails(page, 'college');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: 'PassItOn test payment' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  await page.goto('/orders');
  await page
    .getByRole('link', { name: /^View details of TXN-/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Notes and documents' })).toBeVisible();
  await expect(page.getByText('Downloading them ends free cancellation of this order.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  await page.getByRole('button', { name: 'Document 1 (PDF)' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Download and keep TXN-\d{6}\?$/ });
  const downloading = page.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Thermodynamics-notes-.*-1\.pdf$/);

  await expect(page.getByRole('link', { name: 'Document 1 (PDF)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByText('Documents downloaded: the order can no longer be cancelled')).toBeVisible();
});

test.describe('where to collect, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a student sees the pickup institute and city before buying, and the full pickup place on the order', async ({
    page,
    playwright,
    baseURL,
    student: _signedIn,
  }) => {
    // A seller lists a calculator to be collected from their hostel, through the API.
    const seller = await playwright.request.newContext({ baseURL });
    const { username: sellerName } = await registerThroughApi(seller);
    const title = `Casio fx-991EX ${sellerName}`;
    const listed = await seller.post('/api/products', {
      data: {
        title,
        description: 'Works perfectly, with its cover and the manual.',
        price: 650,
        condition: 'Like New',
        category: 'Calculators',
        quantity: 2,
        pickupAddressType: 'college',
        pickupInstitution: 'Visvesvaraya NIT',
        pickupAddress: 'Hostel 7, room 118, South Ambazari Road',
        pickupCity: 'Nagpur',
        pickupState: 'Maharashtra',
        pickupPincode: '440010',
      },
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const { id: productId } = (await listed.json()) as { id: number };
    await seller.dispose();

    // Before buying: the institute and city, never the street address.
    await page.goto(`/product/${productId}`);
    await expect(page.getByText('Pickup: Visvesvaraya NIT, Nagpur')).toBeVisible();
    await expect(
      page.getByText('Collected in person; the exact place is on your order page once you order.'),
    ).toBeVisible();
    await expect(page.getByText('Hostel 7', { exact: false })).toHaveCount(0);

    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { name: 'Your contact details for the hand-over' })).toBeVisible();
    await expect(page.getByText('No delivery charge')).toBeVisible();
    await fillDeliveryDetails(page, 'college');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

    await page.goto('/orders');
    await page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('link', { name: /^View details of TXN-/ })
      .click();
    const handOver = page.getByRole('region', { name: 'Hand-over', exact: true });
    await expect(handOver.getByText('Collect from:')).toBeVisible();
    await expect(handOver.getByText('Visvesvaraya NIT', { exact: true })).toBeVisible();
    await expect(handOver.getByText('Hostel 7, room 118, South Ambazari Road')).toBeVisible();
    await expect(handOver.getByText('Nagpur, Maharashtra 440010')).toBeVisible();
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
