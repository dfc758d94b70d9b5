import { describe, expect, it } from 'vitest';
import { formatRupees, toPaise } from '../../../domain/money.ts';
import { ORDER_STATUSES, orderNumber, orderStatusPhrase } from '../../../domain/order-status.ts';
import { savedSearchText } from '../../../domain/saved-search-text.ts';
import { createI18n, englishI18n, loadMessages } from '../../lib/i18n/i18n.ts';
import { notificationText } from './notification-text.ts';

const order = orderNumber(12);
const rupees = (amount: number) => formatRupees(toPaise(amount));
const arrives = 'It can take 3-5 business days to reach your account.';

// Every sentence the server writes (notifications.service.ts), built the way it builds them.
const stored = [
  'Welcome to PassItOn, priya! Browse what seniors are passing on, or list your own books.',
  `Your order ${order} has been placed.`,
  `You sold 2 × "Engineering Mathematics "Vol. 1"" (order ${order}). Arrange the pickup with the buyer.`,
  ...ORDER_STATUSES.map((status) => `Your order ${order} is now ${orderStatusPhrase(status)}.`),
  `Your sale in order ${order} is completed.`,
  `Ravi handed over their items in your order ${order}.`,
  `A seller handed over their items in your order ${order}.`,
  `Ravi declined their part of your order ${order}.`,
  `A seller declined their part of your order ${order}. You will be refunded ${rupees(1499)}.`,
  `Your payment of ${rupees(250)} was not used for an order, so it has been refunded. ${arrives}`,
  `Your payment of ${rupees(250)} for a checkout that could not be completed has been refunded. ${arrives}`,
  `Your refund of ${rupees(100000)} for order ${order} has been processed. ${arrives}`,
  `Your refund request for order ${order} was approved.`,
  `Your refund request for order ${order} was not approved. The book was as described.`,
  `A new listing matches your saved search ${savedSearchText({ query: { q: 'fx 991', maxPrice: 500 } })}: "Casio fx-991EX", ${rupees(450)}.`,
  `Price dropped: "HC Verma Part 1" is now ${rupees(200)} (was ${rupees(350)}).`,
  '"HC Verma Part 1", which you saved, has sold out.',
  `New message from the seller about order ${order}.`,
  `New message from the buyer about order ${order}.`,
  `New message from Ravi about order ${order}.`,
];

describe('notification texts', () => {
  it('reads every sentence the server writes back exactly as stored in English', () => {
    const english = englishI18n();
    for (const message of stored) expect(notificationText(english, { message })).toBe(message);
  });

  it('says every sentence the server writes in Hindi, keeping titles, names, amounts and order numbers', async () => {
    const hindi = createI18n('hi', await loadMessages('hi'));
    for (const message of stored) {
      const text = notificationText(hindi, { message });
      expect(text, message).not.toBe(message);
      expect(text, message).toMatch(/[\u0900-\u097F]/);
    }
    expect(notificationText(hindi, { message: stored[1] ?? '' })).toBe('आपका ऑर्डर TXN-000012 हो गया है।');
    expect(notificationText(hindi, { message: stored[2] ?? '' })).toBe(
      'आपने 2 × "Engineering Mathematics "Vol. 1"" बेचा (ऑर्डर TXN-000012)। ख़रीदार के साथ पिकअप तय करें।',
    );
    expect(
      notificationText(hindi, {
        message: `Your refund request for order ${order} was not approved. The book was as described.`,
      }),
    ).toBe('ऑर्डर TXN-000012 के लिए आपकी रिफ़ंड रिक्वेस्ट मंज़ूर नहीं हुई। The book was as described.');
    expect(
      notificationText(hindi, {
        message: `A seller declined their part of your order ${order}. You will be refunded ₹1,499.00.`,
      }),
    ).toBe('एक बेचने वाले ने आपके ऑर्डर TXN-000012 में अपना हिस्सा मना कर दिया। आपको ₹1,499.00 रिफ़ंड किए जाएँगे।');
  });

  it('shows a sentence of a shape it does not know as the server stored it', async () => {
    const hindi = createI18n('hi', await loadMessages('hi'));
    expect(notificationText(hindi, { message: 'Welcome to PassItOn!' })).toBe('Welcome to PassItOn!');
    expect(notificationText(hindi, { message: `Your order ${order} is now lost at sea.` })).toBe(
      `Your order ${order} is now lost at sea.`,
    );
  });
});
