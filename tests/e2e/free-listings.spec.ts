import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { ownBrowser, PHONE, registerThroughApi, test } from './fixtures.ts';
import { addCoverAndGoOn, pickUpAtCollegeAndGoOn } from './listing-wizard.ts';

/**
 * "Free — pass it on" on a phone (docs/decisions/093-free-listings.md): a seller lists last year's book for free
 * through the wizard, a buyer finds it with "Free only", orders it with nothing to pay, and the code the buyer
 * shows closes the hand-over.
 */
test('on a phone, a student gives a book away and another finds it with Free only, orders it and collects it', async ({
  page: buyer,
  student: _buyer,
  browser,
}) => {
  test.slow();
  await buyer.setViewportSize(PHONE);
  const seller = await ownBrowser(browser, PHONE);
  try {
    await registerThroughApi(seller.page.request);
    const word = randomBytes(3).toString('hex');
    const title = `Engineering Graphics ${word}`;

    // The seller lists it through the wizard, with the free switch instead of a price.
    const page = seller.page;
    await page.goto('/sell');
    await page.getByRole('link', { name: /Add New Item/ }).click();
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }).check();
    await next.click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('Textbooks');
    await page.getByLabel('Condition').selectOption('Good');
    await page.getByLabel('Description').fill('Last year’s copy, passing it on to the next batch.');
    await next.click();
    await page.getByRole('checkbox', { name: /^Free — pass it on/ }).check();
    await expect(page.getByLabel('Price (₹)')).toHaveCount(0);
    await next.click();
    await addCoverAndGoOn(page);
    await pickUpAtCollegeAndGoOn(page);
    await expect(page.getByText('Free — collect in person')).toBeVisible();
    await page.getByRole('button', { name: 'List My Item' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your listing is live' })).toBeVisible();

    // The buyer searches for it and keeps free items only.
    await buyer.goto(`/browse?q=${word}`);
    await buyer.getByRole('button', { name: 'Filters' }).click();
    // A choice in the address: the box shows it once the results for it have loaded.
    await buyer.getByRole('checkbox', { name: /^Free only/ }).click();
    await expect(buyer).toHaveURL(/free=true/);
    await expect(buyer.getByRole('checkbox', { name: /^Free only/ })).toBeChecked();
    const card = buyer.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Free', { exact: true })).toBeVisible();
    await expect(card.getByText('Free — collect in person')).toBeVisible();
    await card.getByRole('link', { name: title }).click();

    // Nothing to pay: no payment choice, cash on delivery with nothing to collect.
    await buyer.getByRole('button', { name: 'Buy Now' }).first().click();
    await expect(buyer).toHaveURL('/checkout');
    await expect(
      buyer.getByText('These items are free: there is nothing to pay.', { exact: false }),
    ).toBeVisible();
    await expect(buyer.getByRole('radio', { name: 'Cash on Delivery' })).toHaveCount(0);
    await buyer.getByLabel('Full name').fill('Priya Sharma');
    await buyer.getByLabel('Phone number').fill('9876543210');
    await buyer.getByRole('radio', { name: 'College' }).check();
    await buyer.getByLabel('College name').fill('College of Engineering, Pune');
    await buyer.getByRole('button', { name: 'Place Order' }).click();
    await expect(buyer.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(buyer.getByText(/· Free — collect in person/)).toBeVisible();
    await buyer.getByRole('link', { name: /^View Order TXN-/ }).click();
    const orderHeading = buyer.getByRole('heading', { level: 1, name: /^TXN-\d{6}$/ });
    await expect(orderHeading).toBeVisible();
    const orderNumber = (await orderHeading.textContent()) ?? '';
    const handOver = buyer.getByRole('region', { name: 'Hand-over', exact: true });
    await expect(handOver.getByText('Free — collect in person')).toBeVisible();
    const code = (await handOver.locator('p', { hasText: 'Hand-over code:' }).textContent())?.match(
      /\d{6}/,
    )?.[0];
    expect(code).toMatch(/^\d{6}$/);

    // The seller hands it over with the code the buyer shows.
    await page.goto('/seller-listings');
    await page.getByRole('tab', { name: 'Sales' }).click();
    await page
      .getByRole('article', { name: orderNumber })
      .getByRole('link', { name: `Open sale ${orderNumber}` })
      .click();
    await expect(page.getByText('These items are free: meet the buyer', { exact: false })).toBeVisible();
    await page.getByLabel('Hand-over code from the buyer').fill(code ?? '');
    await page.getByRole('button', { name: 'Confirm hand-over' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You handed this over on' })).toBeVisible();

    await buyer.reload();
    await expect(buyer.getByText('Delivered', { exact: true }).first()).toBeVisible();
  } finally {
    await seller.context.close();
  }
});
