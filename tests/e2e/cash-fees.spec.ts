import { type APIRequestContext, expect } from '@playwright/test';
import { registerThroughApi, signedInState, test, waitingForApp } from './fixtures.ts';

/** Where the screenshots of the checkout and the dialog go, to be looked at after a run (not compared). */
const SHOTS = 'test-results/cash-fees';

/** Orders `quantity` of a listing with cash on delivery as the signed-in student of `buyer`; the order's id. */
async function orderWithCash(buyer: APIRequestContext, productId: number, quantity: number): Promise<number> {
  const order = await buyer.post('/api/orders', {
    data: {
      customerName: 'Kabir Singh',
      customerPhone: '9876543210',
      deliveryAddressType: 'college',
      deliveryInstitution: 'College of Engineering, Pune',
      paymentMethod: 'cod',
      items: [{ productId, quantity }],
      fromBuyNow: true,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: number }).id;
}

/** The seller hands their part over with the code the buyer's order page shows. */
async function handOver(
  buyer: APIRequestContext,
  seller: APIRequestContext,
  orderId: number,
  sellerId: number,
) {
  const detail = (await (await buyer.get(`/api/orders/detail/${orderId}`)).json()) as {
    parts: { sellerId: number; handoverCode: string | null }[];
  };
  const code = detail.parts.find((part) => part.sellerId === sellerId)?.handoverCode;
  expect(code, JSON.stringify(detail.parts)).toBeTruthy();
  const handedOver = await seller.post(`/api/sales/${orderId}/handover`, { data: { code } });
  expect(handedOver.status(), await handedOver.text()).toBe(200);
}

test('a seller owing more than ₹500 in cash-sale fees is offered online only, said before Place Order, until an admin records the fees paid', async ({
  page,
  student: _buyer,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const fresh = { baseURL, storageState: { cookies: [], origins: [] } };
  const seller = await playwright.request.newContext(fresh);
  const { id: sellerId, username: sellerName } = await registerThroughApi(seller);
  const title = `Casio fx-991EX calculator ${sellerName}`;
  const listed = await seller.post('/api/products', {
    data: {
      title,
      description: 'Works perfectly, with its cover and the original manual.',
      price: 1499,
      condition: 'Like New',
      category: 'Calculators',
      quantity: 6,
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const { id: productId } = (await listed.json()) as { id: number };

  // An earlier buyer collects four in cash: ₹1,499 × 4 at 10 % leaves the seller owing ₹599.60 in fees.
  const earlier = await playwright.request.newContext(fresh);
  await registerThroughApi(earlier);
  await handOver(earlier, seller, await orderWithCash(earlier, productId, 4), sellerId);
  await Promise.all([earlier.dispose(), seller.dispose()]);

  expect((await page.request.post('/api/cart', { data: { productId } })).status()).toBe(201);
  await page.goto('/checkout');
  await expect(
    page.getByText(/Cash on delivery is not available for items marked “Online payment only”/),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Payment Gateway' })).toBeChecked();
  await expect(
    page.getByRole('list', { name: 'Items in this order' }).getByText('Online payment only'),
  ).toBeVisible();
  // ₹1,499 + ₹149.90: paid online, the only way offered.
  await expect(page.getByRole('button', { name: 'Pay ₹1,648.90' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/checkout-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  // The same, said in Hindi.
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.reload();
  await expect(page.getByText(/“सिर्फ़ ऑनलाइन पेमेंट” वाली चीज़ों के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout-hindi-390.png`, fullPage: true });
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);

  // The admin records ₹100 the seller paid: ₹499.60 is owed, within the limit.
  const adminContext = await browser.newContext({ storageState: signedInState('admin') });
  const admin = waitingForApp(await adminContext.newPage());
  await admin.goto('/admin?tab=payouts');
  await admin.getByRole('button', { name: `Record fees paid by ${sellerName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Fees paid by ${sellerName}` });
  await expect(dialog.getByText(`${sellerName} owes ₹599.60 in the fees of their cash sales`)).toBeVisible();
  await dialog.getByLabel('Amount paid (₹)').fill('600');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('This seller owes only ₹599.60 in fees')).toBeVisible();
  await dialog.getByLabel('Amount paid (₹)').fill('100');
  await dialog.getByLabel('Payment reference').fill('UPI-E2E-1');
  await admin.screenshot({ path: `${SHOTS}/fees-paid-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    admin.getByText('₹100.00 received, reference UPI-E2E-1. Fees still owed: ₹499.60.', { exact: true }),
  ).toBeVisible();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: sellerName }) });
  await expect(row.getByText('₹499.60')).toBeVisible();
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await expect(row.getByText('₹499.60')).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await admin.screenshot({ path: `${SHOTS}/payouts-390.png`, fullPage: true });
  await adminContext.close();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeEnabled();
  await expect(page.getByText('Online payment only')).toHaveCount(0);
});
