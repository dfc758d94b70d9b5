import type { NotificationParams } from './contracts/notifications.ts';
import { formatRupees } from './money.ts';
import { asSentence, type NotificationTexts } from './notification-texts.ts';
import { orderNumber, orderStatusPhrase } from './order-status.ts';
import { savedSearchText } from './saved-search-text.ts';

const ARRIVES = 'It can take 3-5 business days to reach your account.';

/** What was reported, as a reporter's notice names it. */
const REPORTED = { listing: 'listing', user: 'student', message: 'message', review: 'review' } as const;

/** A seller as a notice's sentence begins with them: their name, else who they are (docs/decisions/081). */
const sellerWho = (seller: NotificationParams<'part_declined'>['seller']): string =>
  seller === null ? 'A seller' : typeof seller === 'string' ? seller : 'A former student';

function authorOf(from: NotificationParams<'new_message'>['from']): string {
  if ('name' in from) return from.name;
  if ('formerStudent' in from) return 'a former student';
  return from.role === 'seller' ? 'the seller' : 'the buyer';
}

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
    `${sellerWho(seller)} handed over their items in your order ${orderNumber(orderId)}.`,
  part_declined: ({ orderId, seller, refund }) => {
    const declined = `${sellerWho(seller)} declined their part of your order ${orderNumber(orderId)}.`;
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
  wanted_listed: ({ wanted, title, price }) =>
    `A listing answers your wanted post "${wanted}": "${title}", ${formatRupees(price)}.`,
  new_message: ({ orderId, from }) =>
    `New message from ${authorOf(from)} about order ${orderNumber(orderId)}.`,
  offer_made: ({ title, from, amount }) => `${from} offered ${formatRupees(amount)} for "${title}".`,
  offer_countered: ({ title, from, amount }) =>
    `${from} countered your offer for "${title}" with ${formatRupees(amount)}.`,
  offer_accepted: ({ title, from, amount, by }) =>
    by === 'seller'
      ? `${from} accepted your offer of ${formatRupees(amount)} for "${title}". Check out within 24 hours to buy it at that price.`
      : `${from} accepted your counter offer of ${formatRupees(amount)} for "${title}".`,
  offer_declined: ({ title, from, amount, by }) =>
    by === 'seller'
      ? `${from} declined your offer of ${formatRupees(amount)} for "${title}".`
      : `${from} declined your counter offer of ${formatRupees(amount)} for "${title}".`,
  offer_closed: ({ title, reason }) =>
    reason === 'sold_out'
      ? `Your offer for "${title}" has ended: the listing sold out.`
      : `Your offer for "${title}" has ended: the listing was withdrawn.`,
  new_listing_message: ({ title, from }) =>
    `New message from ${'name' in from ? from.name : 'a former student'} about "${title}".`,
  listing_hidden: ({ title, reason }) =>
    `The PassItOn team hid your listing "${title}": ${asSentence(reason)} You can edit it and ask for another look.`,
  report_resolved: ({ targetType, actionTaken }) =>
    actionTaken
      ? `Thanks for your report about a ${REPORTED[targetType]}. Our team looked at it and took action.`
      : `Thanks for your report about a ${REPORTED[targetType]}. Our team looked at it and found nothing against our rules.`,
};
