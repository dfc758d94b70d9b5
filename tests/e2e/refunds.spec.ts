import { expect, type Page } from '@playwright/test';
import { registerThroughApi, test } from './fixtures.ts';

/** Where the screenshots of the receipt go, to be looked at after a run (not compared). */
const SHOTS = 'test-results/receipt';

async function fillDeliveryDetails(page: Page) {
  await page.getByLabel('Full name').fill('Priya Sharma');
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByRole('radio', { name: 'College' }).check();
  await page.getByLabel('College name').fill('College of Engineering, Pune');
}

/** A figure of the receipt's totals: the term and its value, found by the term. */
function receiptFigure(page: Page, label: string) {
  return page
    .getByRole('article', { name: 'Receipt' })
    .locator('dl > div', { has: page.getByText(label, { exact: true }) });
}

test('a student pays online, cancels the paid order, sees "Refund processed", is notified and prints the receipt', async ({
  page,
  student: _signedIn,
  playwright,
  baseURL,
}) => {
  // Paying, cancelling, the bell, the receipt on screen, on paper and on a phone: a long journey on two cores.
  test.setTimeout(120_000);
  // A seller lists a book of their own through the API, so no other journey competes for its stock.
  const seller = await playwright.request.newContext({ baseURL });
  const { username: sellerName } = await registerThroughApi(seller);
  const title = `Organic Chemistry by Morrison and Boyd ${sellerName}`;
  const listed = await seller.post('/api/products', {
    data: {
      title,
      description: 'Seventh edition, a few pencil notes in the margins, otherwise like new.',
      price: 349,
      condition: 'Good',
      category: 'Textbooks',
      quantity: 3,
    },
  });
  expect(listed.status()).toBe(201);
  const { id: productId } = (await listed.json()) as { id: number };
  await seller.dispose();

  // ₹349 at 15 %: a fee of ₹52.35, ₹401.35 in all.
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillDeliveryDetails(page);
  await page.getByRole('button', { name: 'Pay ₹401.35' }).click();
  await page
    .getByRole('dialog', { name: 'PassItOn test payment' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  await page.goto('/orders');
  const order = page.getByRole('article').filter({ hasText: title });
  await order.getByRole('link', { name: /^View details of TXN-/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderNumber = await page.getByRole('heading', { level: 1, name: /^TXN-\d{6}$/ }).textContent();
  if (!orderNumber) throw new Error('The order page shows no order number');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();

  // The simulated gateway processes the refund while the cancel request waits for it.
  const refunds = page.getByRole('list', { name: 'Refunds' });
  await expect(refunds.getByText('Refund processed')).toBeVisible();
  await expect(refunds.getByText('₹401.35')).toBeVisible();
  await expect(refunds.getByText(`Order cancelled · ${sellerName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The bell asks every 30 seconds; a fresh load asks at once.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText(
        `Your refund of ₹401.35 for order ${orderNumber} has been processed. It can take 3-5 business days to reach your account.`,
      ),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}-order-page.png`, fullPage: true });

  await page.getByRole('link', { name: 'Download receipt' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/receipt$/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByText(orderNumber.replace('TXN-', 'RCPT-'), { exact: true })).toBeVisible();
  await expect(receipt.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(
    receipt.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/).first(),
  ).toBeVisible();
  await expect(receipt.getByText(`Seller: ${sellerName}`)).toBeVisible();
  await expect(receiptFigure(page, 'Platform fee (15%)')).toContainText('₹52.35');
  await expect(receiptFigure(page, 'Total')).toContainText('₹401.35');
  const notice = receipt.getByRole('note');
  await expect(notice).toContainText('This order was cancelled on');
  await expect(notice).toContainText('₹401.35 has been refunded to the buyer.');
  await expect(receipt.getByText('₹401.35 · Refund processed on')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-1280.png`, fullPage: true });

  // On paper only the receipt prints: no header, bottom bar, footer or buttons. Laid out at A4's printable size
  // (210 × 297 mm less the 14 mm margins, at 96 px an inch), it fits one page.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 688, height: 1017 });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the order' })).toBeHidden();
  await expect(receipt).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1017);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(688);
  await page.screenshot({ path: `${SHOTS}-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await test.step('on a phone the receipt reads without scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(receiptFigure(page, 'Total')).toContainText('₹401.35');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}-390.png`, fullPage: true });
  });
});
