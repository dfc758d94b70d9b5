import { expect } from '@playwright/test';
import { listThroughApi, ownBrowser, PHONE, registerThroughApi, test } from './fixtures.ts';

/**
 * Bargaining on a phone (docs/decisions/038-offers.md), buyer and seller each in a browser of their own at 390 px:
 * the buyer offers ₹400 on a ₹500 listing, the seller counters ₹450, the buyer accepts, finds "Offer price" in the
 * cart and pays ₹450 plus the 15% fee of that price — ₹517.50 — through the simulated gateway.
 */

test('a buyer offers, the seller counters, and the buyer pays the counter price with its fee', async ({
  page: buyer,
  student,
  browser,
}) => {
  test.slow();
  await buyer.setViewportSize(PHONE);
  const seller = await ownBrowser(browser, PHONE);
  try {
    const { username: sellerName } = await registerThroughApi(seller.page.request);
    const title = `HC Verma Part 1 ${sellerName}`;
    const productId = await listThroughApi(seller.page.request, {
      title,
      description: 'Concepts of Physics, a few pencil notes in chapter 2.',
      price: 500,
      category: 'Textbooks',
    });

    // The buyer offers ₹400 from the listing page.
    await buyer.goto(`/product/${productId}`);
    const buyerOffers = buyer.getByRole('region', { name: 'Make an offer' });
    await buyerOffers.getByLabel('Your offer (₹)').fill('400');
    await buyerOffers.getByRole('button', { name: 'Make an offer' }).click();
    await expect(buyerOffers.getByText('You offered ₹400.00')).toBeVisible();
    await expect(buyerOffers.getByText('Waiting for the seller')).toBeVisible();

    // The seller finds it on their listing and counters ₹450.
    await seller.page.goto(`/product/${productId}`);
    const sellerOffers = seller.page.getByRole('region', { name: 'Offers on your listing' });
    await expect(sellerOffers.getByText(`${student.username} offered ₹400.00`)).toBeVisible();
    await sellerOffers.getByLabel('Counter offer (₹)').fill('450');
    await sellerOffers.getByRole('button', { name: 'Counter' }).click();
    await expect(sellerOffers.getByText('Counter offer: ₹450.00')).toBeVisible();

    // The buyer accepts the counter and takes it to the cart.
    await buyer.reload();
    await expect(buyerOffers.getByText('Counter offer: ₹450.00')).toBeVisible();
    await buyerOffers.getByRole('button', { name: 'Accept ₹450.00' }).click();
    await expect(buyerOffers.getByText(/Agreed at ₹450\.00, for one unit/)).toBeVisible();
    await buyerOffers.getByRole('button', { name: 'Add to cart at ₹450.00' }).click();
    await buyerOffers.getByRole('link', { name: 'Go to cart' }).click();
    await expect(buyer).toHaveURL('/cart');
    const line = buyer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(line.getByText('Offer price')).toBeVisible();
    await expect(line.getByText('₹450.00')).toBeVisible();
    await expect(line.locator('s')).toHaveText('Asking price ₹500.00');

    // Checkout charges ₹450 and its 15% fee, ₹67.50.
    await buyer.getByRole('link', { name: 'Checkout' }).click();
    await expect(buyer).toHaveURL('/checkout');
    await buyer.getByLabel('Full name').fill('Priya Sharma');
    await buyer.getByLabel('Phone number').fill('9876543210');
    await buyer.getByRole('radio', { name: 'College' }).check();
    await buyer.getByLabel('College name').fill('College of Engineering, Pune');
    await buyer.getByRole('button', { name: 'Pay ₹517.50' }).click();
    const payment = buyer.getByRole('dialog', { name: 'PassItOn test payment' });
    await payment.getByRole('button', { name: 'Pay' }).click();
    await expect(buyer.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(buyer).toHaveURL(/\/orders\/\d+$/, { timeout: 10_000 });
    const items = buyer.getByRole('region', { name: 'Items' });
    await expect(items.getByText('Offer price')).toBeVisible();
    await expect(items.getByText('₹450.00')).toBeVisible();
  } finally {
    await seller.context.close();
  }
});
