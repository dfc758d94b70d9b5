import { expect } from '@playwright/test';
import {
  listThroughApi,
  orderWithCashThroughApi,
  ownBrowser,
  PHONE,
  registerThroughApi,
  test,
} from './fixtures.ts';

/**
 * Messages arrive at once (issue 28, docs/decisions/064-live-events.md): the seller's sale page, open in their own
 * browser on a phone, shows the buyer's new message and the bell's new notice without a reload or a poll.
 */

test('a message the buyer writes on an order appears on the seller’s open sale page, and in the bell, without a reload', async ({
  page: buyer,
  student: _buyer,
  browser,
}) => {
  await buyer.setViewportSize(PHONE);
  const seller = await ownBrowser(browser, PHONE);
  try {
    await registerThroughApi(seller.page.request);
    const productId = await listThroughApi(seller.page.request, {
      title: 'Concepts of Physics Vol. 1 by H.C. Verma',
      description: 'Clean pages, a few pencil marks in the first chapter.',
      price: 350,
      category: 'Textbooks',
    });
    const orderId = await orderWithCashThroughApi(buyer.request, productId);

    // The seller opens the sale; the welcome and the sale's notices are unread, and the live stream opens with the
    // page.
    const streamOpened = seller.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
    );
    await seller.page.goto(`/seller-listings/sales/${orderId}`);
    const thread = seller.page.getByRole('list', { name: 'Messages with Priya Sharma' });
    await expect(seller.page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await streamOpened;
    // No reload of the seller's page from here on: the news must come by itself.
    const reloads: string[] = [];
    seller.page.on('framenavigated', (frame) => {
      if (frame === seller.page.mainFrame()) reloads.push(frame.url());
    });

    // The buyer writes from their order page.
    await buyer.goto(`/orders/${orderId}`);
    await buyer.getByLabel(/^Message to /).fill('Is the library gate at 5 pm all right?');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect(buyer.getByRole('list', { name: /^Messages with / })).toContainText(
      'Is the library gate at 5 pm all right?',
    );

    // The seller's open page shows it, and the bell counts the new notice, with no reload.
    await expect(thread).toContainText('Is the library gate at 5 pm all right?');
    await expect(seller.page.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    expect(reloads).toEqual([]);
  } finally {
    await seller.context.close();
  }
});
