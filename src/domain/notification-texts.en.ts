import { formatRupees } from './money.ts';
import type { NotificationTexts } from './notification-texts.ts';
import { orderNumber, orderStatusPhrase } from './order-status.ts';
import { savedSearchText } from './saved-search-text.ts';

const ARRIVES = 'It can take 3-5 business days to reach your account.';

/** The notifications in English: the API's `message`, word for word the sentences the server stored before. */
export const englishNotificationTexts: NotificationTexts = {
  welcome: ({ username }) =>
    `Welcome to PassItOn, ${username}! Browse what seniors are passing on, or list your own books.`,
  order_placed: ({ orderId }) => `Your order ${orderNumber(orderId)} has been placed.`,
  item_sold: ({ orderId, quantity, title }) =>
    `You sold ${quantity} × "${title}" (order ${orderNumber(orderId)}). Arrange the pickup with the buyer.`,
  order_status_changed: ({ orderId, status }) =>
    `Your order ${orderNumber(orderId)} is now ${orderStatusPhrase(status)}.`,
  sale_completed: ({ orderId }) => `Your sale in order ${orderNumber(orderId)} is completed.`,
  part_handed_over: ({ orderId, seller }) =>
    `${seller ?? 'A seller'} handed over their items in your order ${orderNumber(orderId)}.`,
  part_declined: ({ orderId, seller, refund }) => {
    const declined = `${seller ?? 'A seller'} declined their part of your order ${orderNumber(orderId)}.`;
    return refund ? `${declined} You will be refunded ${formatRupees(refund)}.` : declined;
  },
  unclaimed_payment_refunded: ({ amount }) =>
    `Your payment of ${formatRupees(amount)} was not used for an order, so it has been refunded. ${ARRIVES}`,
  checkout_payment_refunded: ({ amount }) =>
    `Your payment of ${formatRupees(amount)} for a checkout that could not be completed has been refunded. ${ARRIVES}`,
  order_refund_processed: ({ orderId, amount }) =>
    `Your refund of ${formatRupees(amount)} for order ${orderNumber(orderId)} has been processed. ${ARRIVES}`,
  refund_request_approved: ({ orderId, note }) =>
    `Your refund request for order ${orderNumber(orderId)} was approved.${note ? ` ${note}` : ''}`,
  refund_request_rejected: ({ orderId, note }) =>
    `Your refund request for order ${orderNumber(orderId)} was not approved.${note ? ` ${note}` : ''}`,
  saved_search_matched: ({ search, title, price }) =>
    `A new listing matches your saved search ${savedSearchText({ query: search })}: "${title}", ${formatRupees(price)}.`,
  favourite_price_dropped: ({ title, from, to }) =>
    `Price dropped: "${title}" is now ${formatRupees(to)} (was ${formatRupees(from)}).`,
  favourite_sold_out: ({ title }) => `"${title}", which you saved, has sold out.`,
  new_message: ({ orderId, from }) => {
    const author = 'name' in from ? from.name : from.role === 'seller' ? 'the seller' : 'the buyer';
    return `New message from ${author} about order ${orderNumber(orderId)}.`;
  },
};
