import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Notification } from '../../../domain/contracts/notifications.ts';
import { ORDER_STATUSES, type OrderStatus, orderStatusPhrase } from '../../../domain/order-status.ts';

/*
 * A notification in the reader's language. The server stores each notification's sentence in English
 * (notifications.service.ts) and keeps no other field that says which sentence it is, so the sentence is read
 * back against the shapes that service writes, and the parts that vary (an order number, a listing's title as the
 * seller wrote it, an amount, a name) are put into the translated sentence. A sentence of any other shape (an older
 * or newer wording) is shown as the server stored it.
 */

const PART_NAMES = [
  'username',
  'order',
  'quantity',
  'title',
  'phrase',
  'seller',
  'amount',
  'verdict',
  'note',
  'search',
  'price',
  'to',
  'from',
] as const;
/** A sentence's varying parts, by name; a part the sentence lacks is empty. */
type Parts = Record<(typeof PART_NAMES)[number], string>;

function partsOf(groups: Record<string, string | undefined> | undefined): Parts {
  return Object.fromEntries(PART_NAMES.map((name) => [name, groups?.[name] ?? ''])) as Parts;
}

const ORDER = 'TXN-\\d+';
const RUPEES = '₹[\\d,]+(?:\\.\\d+)?';
const ARRIVES = 'It can take 3-5 business days to reach your account\\.';

function statusSentence(status: OrderStatus, order: string): MessageDescriptor {
  switch (status) {
    case 'pending':
      return msg`Your order ${order} is now pending.`;
    case 'processing':
      return msg`Your order ${order} is now being processed.`;
    case 'paid':
      return msg`Your order ${order} is now paid.`;
    case 'pending_cod':
      return msg`Your order ${order} is now confirmed for cash on delivery.`;
    case 'shipped':
      return msg`Your order ${order} is now shipped.`;
    case 'in_transit':
      return msg`Your order ${order} is now on its way.`;
    case 'delivered':
      return msg`Your order ${order} is now delivered.`;
    case 'completed':
      return msg`Your order ${order} is now completed.`;
    case 'cancelled':
      return msg`Your order ${order} is now cancelled.`;
    case 'refund_requested':
      return msg`Your order ${order} is now waiting for a refund decision.`;
    case 'refunded':
      return msg`Your order ${order} is now refunded.`;
  }
}

const STATUS_BY_PHRASE = new Map<string, OrderStatus>(
  ORDER_STATUSES.map((status) => [orderStatusPhrase(status), status]),
);

/** Each shape the server writes, and its sentence in the reader's language (null: not this shape after all). */
const SHAPES: { pattern: RegExp; text: (i18n: I18n, parts: Parts) => string | null }[] = [
  {
    pattern:
      /^Welcome to PassItOn, (?<username>.+)! Browse what seniors are passing on, or list your own books\.$/,
    text: (i18n, { username }) =>
      i18n._(
        msg`Welcome to PassItOn, ${username}! Browse what seniors are passing on, or list your own books.`,
      ),
  },
  {
    pattern: new RegExp(`^Your order (?<order>${ORDER}) has been placed\\.$`),
    text: (i18n, { order }) => i18n._(msg`Your order ${order} has been placed.`),
  },
  {
    pattern: new RegExp(
      `^You sold (?<quantity>\\d+) × "(?<title>.*)" \\(order (?<order>${ORDER})\\)\\. Arrange the pickup with the buyer\\.$`,
    ),
    text: (i18n, { quantity, title, order }) =>
      i18n._(msg`You sold ${quantity} × "${title}" (order ${order}). Arrange the pickup with the buyer.`),
  },
  {
    pattern: new RegExp(`^Your order (?<order>${ORDER}) is now (?<phrase>.+)\\.$`),
    text: (i18n, { order, phrase }) => {
      const status = STATUS_BY_PHRASE.get(phrase);
      return status ? i18n._(statusSentence(status, order)) : null;
    },
  },
  {
    pattern: new RegExp(`^Your sale in order (?<order>${ORDER}) is completed\\.$`),
    text: (i18n, { order }) => i18n._(msg`Your sale in order ${order} is completed.`),
  },
  {
    pattern: new RegExp(`^(?<seller>.+) handed over their items in your order (?<order>${ORDER})\\.$`),
    text: (i18n, { seller, order }) =>
      seller === 'A seller'
        ? i18n._(msg`A seller handed over their items in your order ${order}.`)
        : i18n._(msg`${seller} handed over their items in your order ${order}.`),
  },
  {
    pattern: new RegExp(
      `^(?<seller>.+) declined their part of your order (?<order>${ORDER})\\.(?: You will be refunded (?<amount>${RUPEES})\\.)?$`,
    ),
    text: (i18n, { seller, order, amount }) => {
      const declined =
        seller === 'A seller'
          ? i18n._(msg`A seller declined their part of your order ${order}.`)
          : i18n._(msg`${seller} declined their part of your order ${order}.`);
      return amount ? `${declined} ${i18n._(msg`You will be refunded ${amount}.`)}` : declined;
    },
  },
  {
    pattern: new RegExp(
      `^Your payment of (?<amount>${RUPEES}) was not used for an order, so it has been refunded\\. ${ARRIVES}$`,
    ),
    text: (i18n, { amount }) =>
      i18n._(
        msg`Your payment of ${amount} was not used for an order, so it has been refunded. It can take 3-5 business days to reach your account.`,
      ),
  },
  {
    pattern: new RegExp(
      `^Your payment of (?<amount>${RUPEES}) for a checkout that could not be completed has been refunded\\. ${ARRIVES}$`,
    ),
    text: (i18n, { amount }) =>
      i18n._(
        msg`Your payment of ${amount} for a checkout that could not be completed has been refunded. It can take 3-5 business days to reach your account.`,
      ),
  },
  {
    pattern: new RegExp(
      `^Your refund of (?<amount>${RUPEES}) for order (?<order>${ORDER}) has been processed\\. ${ARRIVES}$`,
    ),
    text: (i18n, { amount, order }) =>
      i18n._(
        msg`Your refund of ${amount} for order ${order} has been processed. It can take 3-5 business days to reach your account.`,
      ),
  },
  {
    // The admin's note, if any, follows as they wrote it.
    pattern: new RegExp(
      `^Your refund request for order (?<order>${ORDER}) was (?<verdict>approved|not approved)\\.(?: (?<note>[\\s\\S]+))?$`,
    ),
    text: (i18n, { order, verdict, note }) => {
      const decided =
        verdict === 'approved'
          ? i18n._(msg`Your refund request for order ${order} was approved.`)
          : i18n._(msg`Your refund request for order ${order} was not approved.`);
      return note ? `${decided} ${note}` : decided;
    },
  },
  {
    // The saved search is shown in the words it was saved with.
    pattern: new RegExp(
      `^A new listing matches your saved search (?<search>.*?): "(?<title>.*)", (?<price>${RUPEES})\\.$`,
    ),
    text: (i18n, { search, title, price }) =>
      i18n._(msg`A new listing matches your saved search ${search}: "${title}", ${price}.`),
  },
  {
    pattern: new RegExp(
      `^Price dropped: "(?<title>.*)" is now (?<to>${RUPEES}) \\(was (?<from>${RUPEES})\\)\\.$`,
    ),
    text: (i18n, { title, to, from }) => i18n._(msg`Price dropped: "${title}" is now ${to} (was ${from}).`),
  },
  {
    pattern: /^"(?<title>.*)", which you saved, has sold out\.$/,
    text: (i18n, { title }) => i18n._(msg`"${title}", which you saved, has sold out.`),
  },
  {
    pattern: new RegExp(`^New message from (?<from>.+) about order (?<order>${ORDER})\\.$`),
    text: (i18n, { from, order }) =>
      from === 'the seller'
        ? i18n._(msg`New message from the seller about order ${order}.`)
        : from === 'the buyer'
          ? i18n._(msg`New message from the buyer about order ${order}.`)
          : i18n._(msg`New message from ${from} about order ${order}.`),
  },
];

/** The notification's sentence in the reader's language; one of a shape this code does not know, as stored. */
export function notificationText(i18n: I18n, notification: Pick<Notification, 'message'>): string {
  const { message } = notification;
  for (const { pattern, text } of SHAPES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const translated = text(i18n, partsOf(match.groups));
    if (translated !== null) return translated;
  }
  return message;
}
