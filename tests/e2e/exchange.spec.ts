import { expect } from '@playwright/test';
import { LAPTOP_AND_PHONE, listThroughApi, ownBrowser, registerThroughApi, test } from './fixtures.ts';

/**
 * The exchange between two students, each in a browser of their own: the buyer orders with cash on delivery
 * and lands on the new order, both see the same cash to hand over, the seller finds the sale, they agree where to meet, and the code the buyer shows closes the deal.
 */

for (const viewport of LAPTOP_AND_PHONE) {
  test(`on ${viewport.name}, a buyer and a seller complete a cash-on-delivery sale with messages and the hand-over code`, async ({
    page: buyer,
    student: _buyer,
    browser,
  }) => {
    test.slow();
    await buyer.setViewportSize(viewport);
    const seller = await ownBrowser(browser, viewport);
    try {
      // The seller lists a calculator. Both students are new, registered through the API.
      const { username: sellerName } = await registerThroughApi(seller.page.request);
      const title = `Casio fx-991EX ${sellerName}`;
      const productId = await listThroughApi(seller.page.request, {
        title,
        description: 'Works perfectly, with its cover and the manual.',
        price: 900,
        condition: 'Like New',
        category: 'Calculators',
      });

      // The buyer orders it with cash on delivery, to be handed over at college.
      await buyer.goto(`/product/${productId}`);
      // The listing's own Buy Now; on a phone a sticky bar may repeat it further down the page.
      await buyer.getByRole('button', { name: 'Buy Now' }).first().click();
      await expect(buyer).toHaveURL('/checkout');
      await buyer.getByLabel('Full name').fill('Priya Sharma');
      await buyer.getByLabel('Phone number').fill('9876543210');
      await buyer.getByRole('radio', { name: 'College' }).check();
      await buyer.getByLabel('College name').fill('College of Engineering, Pune');
      await buyer.getByRole('radio', { name: 'Cash on Delivery' }).check();
      await buyer.getByRole('button', { name: 'Place Order' }).click();
      await expect(buyer.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
      // One cash figure for both sides: the price plus PassItOn's fee, said on the success screen, the buyer's
      // order and the seller's sale.
      const cash = (await buyer.getByText(/Cash to hand over: ₹[\d,.]+/).textContent())?.match(
        /₹[\d,.]+/,
      )?.[0];
      expect(cash).toMatch(/^₹[\d,]+\.\d\d$/);
      expect(cash).not.toBe('₹900.00');
      // The success screen leads to the new order, where the hand-over code is (it also goes there by itself).
      await buyer.getByRole('link', { name: /^View Order TXN-/ }).click();
      const orderHeading = buyer.getByRole('heading', { level: 1, name: /^TXN-\d{6}$/ });
      await expect(orderHeading).toBeVisible();
      const orderNumber = (await orderHeading.textContent()) ?? '';
      await expect(buyer.getByRole('region', { name: 'Hand-over', exact: true })).toContainText(
        `Cash to hand over: ${cash}`,
      );

      // The seller sees the sale in the Sales tab, with the buyer and where to meet.
      await seller.page.goto('/seller-listings');
      await seller.page.getByRole('tab', { name: 'Sales' }).click();
      const sale = seller.page.getByRole('article', { name: orderNumber });
      await expect(sale.getByText(title)).toBeVisible();
      await expect(sale.getByText('Priya Sharma · 9876543210')).toBeVisible();
      await expect(sale.getByText('College: College of Engineering, Pune')).toBeVisible();
      await expect(sale.getByText('₹900.00', { exact: true })).toBeVisible();
      await sale.getByRole('link', { name: `Open sale ${orderNumber}` }).click();
      await expect(seller.page.getByRole('heading', { name: orderNumber })).toBeVisible();
      const cashTerm = seller.page.getByRole('term').filter({ hasText: 'Cash to hand over' });
      await expect(cashTerm.locator('xpath=following-sibling::dd[1]')).toHaveText(cash ?? '');

      // They agree where to meet.
      await seller.page.getByLabel('Message to Priya Sharma').fill('Library steps at 4 pm?');
      await seller.page.getByRole('button', { name: 'Send' }).click();
      await expect(seller.page.getByRole('list', { name: 'Messages with Priya Sharma' })).toContainText(
        'Library steps at 4 pm?',
      );
      await buyer.reload();
      const buyerThread = buyer.getByRole('list', { name: `Messages with ${sellerName}` });
      await expect(buyerThread).toContainText('Library steps at 4 pm?');
      await buyer.getByLabel(`Message to ${sellerName}`).fill('See you there');
      await buyer.getByRole('button', { name: 'Send' }).click();
      await expect(buyerThread).toContainText('See you there');
      await seller.page.reload();
      await expect(seller.page.getByRole('list', { name: 'Messages with Priya Sharma' })).toContainText(
        'See you there',
      );

      // At the meeting the buyer shows the code and the seller types it in.
      const codeLine = buyer
        .getByRole('region', { name: 'Hand-over', exact: true })
        .locator('p', { hasText: 'Hand-over code:' });
      const code = (await codeLine.textContent())?.match(/\d{6}/)?.[0];
      expect(code).toMatch(/^\d{6}$/);
      await seller.page.getByLabel('Hand-over code from the buyer').fill(code ?? '');
      await seller.page.getByRole('button', { name: 'Confirm hand-over' }).click();
      await expect(
        seller.page.getByRole('status').filter({ hasText: 'You handed this over on' }),
      ).toBeVisible();
      await expect(seller.page.getByText('Delivered', { exact: true }).first()).toBeVisible();

      // Both see the order delivered; the buyer can now confirm receipt.
      await buyer.reload();
      await expect(buyer.getByText('Delivered', { exact: true }).first()).toBeVisible();
      await expect(
        buyer.getByRole('region', { name: 'Hand-over', exact: true }).getByText(/Handed over/),
      ).toBeVisible();
      await expect(buyer.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
    } finally {
      await seller.context.close();
    }
  });
}
