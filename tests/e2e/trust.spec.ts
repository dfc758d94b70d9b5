import { expect } from '@playwright/test';
import {
  LAPTOP_AND_PHONE,
  listThroughApi,
  orderWithCashThroughApi,
  ownBrowser,
  registerThroughApi,
  test,
} from './fixtures.ts';

/**
 * Trust between strangers (docs/decisions/082-ratings-from-real-deals.md): two students complete a cash-on-delivery
 * deal, rate each other — neither sees the other's stars until both have rated — and the seller's public profile,
 * reached from "Sold by", shows the rating.
 */

for (const viewport of LAPTOP_AND_PHONE) {
  test(`on ${viewport.name}, two students complete a cash deal, rate each other, and the seller's profile shows it`, async ({
    page: buyer,
    student,
    browser,
  }) => {
    test.slow();
    await buyer.setViewportSize(viewport);
    const seller = await ownBrowser(browser, viewport);
    try {
      const { username: sellerName } = await registerThroughApi(seller.page.request);
      const title = `Surveying Vol 1 by Punmia ${sellerName}`;
      const productId = await listThroughApi(seller.page.request, {
        title,
        description: 'Both volumes of the surveying classic, clean pages.',
        price: 300,
        category: 'Textbooks',
        quantity: 2,
      });
      const orderId = await orderWithCashThroughApi(buyer.request, productId);

      // Before the hand-over the order page names the seller but cannot take a rating yet.
      await buyer.goto(`/orders/${orderId}`);
      const buyersCard = buyer.getByRole('region', { name: 'Rate the deal' });
      await expect(
        buyersCard.getByText('You can rate this deal once the item has been handed over.'),
      ).toBeVisible();

      // They meet: the buyer shows the code, the seller types it in.
      const codeLine = buyer
        .getByRole('region', { name: 'Hand-over' })
        .locator('p', { hasText: 'Hand-over code:' });
      const code = (await codeLine.textContent())?.match(/\d{6}/)?.[0] ?? '';
      await seller.page.goto(`/seller-listings/sales/${orderId}`);
      await seller.page.getByLabel('Hand-over code from the buyer').fill(code);
      await seller.page.getByRole('button', { name: 'Confirm hand-over' }).click();
      await expect(
        seller.page.getByRole('status').filter({ hasText: 'You handed this over on' }),
      ).toBeVisible();

      // The buyer rates the seller first.
      await buyer.reload();
      const aboutSeller = buyersCard.getByRole('group', { name: `How was the deal with ${sellerName}?` });
      await aboutSeller
        .locator('label')
        .filter({ has: buyer.getByRole('radio', { name: '5 stars' }) })
        .click();
      await buyersCard
        .getByLabel('A few words (optional)')
        .fill('On time at the library, book as described.');
      await buyersCard.getByRole('button', { name: 'Send rating' }).click();
      await expect(buyersCard.getByText('Your rating')).toBeVisible();

      // The seller is told a rating waits for them, without its stars, and rates the buyer back.
      const sellersCard = seller.page.getByRole('region', { name: 'Rate the deal' });
      await seller.page.reload();
      await expect(
        sellersCard.getByText(`${student.username} has rated you.`, { exact: false }),
      ).toBeVisible();
      await expect(sellersCard.getByText('On time at the library')).toHaveCount(0);
      await sellersCard
        .getByRole('group', { name: `How was the deal with ${student.username}?` })
        .locator('label')
        .filter({ has: seller.page.getByRole('radio', { name: '4 stars' }) })
        .click();
      await sellersCard.getByRole('button', { name: 'Send rating' }).click();
      await expect(sellersCard.getByText(`${student.username} rated you`)).toBeVisible();
      await expect(sellersCard.getByText('On time at the library, book as described.')).toBeVisible();

      // Both have rated: the buyer sees the seller's rating of them too.
      await buyer.reload();
      await expect(buyersCard.getByText(`${sellerName} rated you`)).toBeVisible();

      // "Sold by" on the order page leads to the seller's profile, which shows the rating and the deal.
      await buyersCard.getByRole('link', { name: sellerName }).click();
      await expect(buyer).toHaveURL(`/u/${sellerName}`);
      await expect(buyer.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();
      await expect(buyer.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
      await expect(buyer.getByText('1 rating', { exact: true })).toBeVisible();
      await expect(
        buyer
          .getByRole('region', { name: 'What buyers say' })
          .getByText('On time at the library, book as described.'),
      ).toBeVisible();
      await expect(buyer.getByRole('link', { name: new RegExp(title) })).toBeVisible();

      // The listing's page shows the same beside "Sold by", linked to the profile.
      await buyer.goto(`/product/${productId}`);
      await expect(buyer.getByText('5.0 (1 rating)')).toBeVisible();
      await expect(buyer.getByText('1 deal completed')).toBeVisible();
      await expect(buyer.getByRole('link', { name: sellerName })).toHaveAttribute('href', `/u/${sellerName}`);
      const wide = await buyer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide).toBe(false);
    } finally {
      await seller.context.close();
    }
  });
}
