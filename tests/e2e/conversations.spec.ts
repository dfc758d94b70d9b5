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
 * Talking before buying (docs/decisions/037-listing-conversations-and-inbox.md), each student in a phone's browser
 * of their own: the buyer asks the seller about a listing, the seller finds it in the inbox by the unread badge and
 * answers, the buyer orders it, and the order's conversation carries the question above its own messages.
 */

test('on a phone, a buyer asks the seller, the seller answers from the inbox, and the order keeps the question', async ({
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
      description: 'Concepts of Physics, 2019 edition, no markings.',
      price: 500,
      category: 'Textbooks',
    });

    // The buyer asks from the listing page.
    await buyer.goto(`/product/${productId}`);
    await buyer.getByRole('link', { name: 'Ask the seller' }).click();
    await expect(buyer.getByText(`With the seller ${sellerName}`)).toBeVisible();
    await buyer.getByLabel(`Message to ${sellerName}`).fill('Is this the 2019 edition?');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect(buyer).toHaveURL(/\/inbox\/\d+$/);
    await expect(buyer.getByRole('list', { name: `Messages with ${sellerName}` })).toContainText(
      'Is this the 2019 edition?',
    );

    // The seller sees the unread badge in the header and answers from the inbox.
    await seller.page.goto('/');
    await seller.page.getByRole('link', { name: 'Inbox, 1 unread' }).click();
    await expect(seller.page).toHaveURL('/inbox');
    const conversations = seller.page.getByRole('list', { name: 'Conversations' });
    await expect(conversations).toContainText(student.username);
    await expect(conversations).toContainText('Is this the 2019 edition?');
    await conversations.getByRole('link').first().click();
    await expect(seller.page.getByText(`With ${student.username}, who asked`)).toBeVisible();
    await seller.page.getByLabel(`Message to ${student.username}`).fill('Yes, the 2019 one, like new.');
    await seller.page.getByRole('button', { name: 'Send' }).click();
    await expect(seller.page.getByRole('list', { name: `Messages with ${student.username}` })).toContainText(
      'Yes, the 2019 one, like new.',
    );
    await expect(seller.page.getByRole('link', { name: 'Inbox', exact: true }).first()).toBeVisible();

    // The buyer orders it; the order's conversation shows the question and the answer above its own.
    const orderId = await orderWithCashThroughApi(buyer.request, productId);
    await buyer.goto(`/orders/${orderId}`);
    const thread = buyer.getByRole('list', { name: `Messages with ${sellerName}` });
    await expect(thread.getByRole('listitem')).toHaveText([
      /Is this the 2019 edition\?/,
      /Yes, the 2019 one, like new\./,
    ]);
    await buyer.getByLabel(`Message to ${sellerName}`).fill('Library steps at 4 pm?');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByRole('listitem')).toHaveText([
      /Is this the 2019 edition\?/,
      /Yes, the 2019 one, like new\./,
      'The order was placed',
      /Library steps at 4 pm\?/,
    ]);
  } finally {
    await seller.context.close();
  }
});
