import type { NotificationContent } from '../../../domain/contracts/notifications.ts';
import { conversationPagePath, orderPagePath, salePagePath } from '../../../domain/exchange.ts';
import { toPaise } from '../../../domain/money.ts';
import { productPagePath } from '../../../domain/seo.ts';
import type { Transaction } from '../../db/client.ts';
import type { DomainEvents, EventBus, OfferEvent } from '../../lib/events.ts';
import { findUsersContact } from '../auth/index.ts';
import { forgetSubscriptionsOf } from './push.service.ts';
import { enqueuePush, forgetPushesWithKeys } from './push-outbox.ts';
import type { PushNotice } from './push-texts.ts';
import { pushWords } from './push-words.ts';

/** One push an event causes: to whom, about what, where a tap leads, and what makes it one of a kind. */
export interface PushFor {
  userId: number;
  notice: PushNotice;
  /** The page a tap opens, a path of this site. */
  url: string;
  /** Pushes with one tag replace each other on the device: one per conversation or sale. */
  tag: string;
  /** One push per key and browser; keys of one order begin `order:<id>:` (what a deleted account forgets). */
  key: string;
}

const orderKey = (orderId: number) => `order:${orderId}:`;

type PushReactions = { [Name in keyof DomainEvents]?: (payload: DomainEvents[Name]) => PushFor[] };

/** News of an offer to each of its recipients, opening the listing, where its offers are answered (decision 038). */
const offerPushes = (event: OfferEvent, content: NotificationContent): PushFor[] =>
  event.recipientIds.map((userId) => ({
    userId,
    notice: { kind: 'offer', content },
    url: productPagePath(event.productId),
    tag: `offer-${event.offerId}`,
    key: `offer:${event.offerId}:${content.kind}:${userId}`,
  }));

/**
 * What is pushed, one line per event (docs/decisions/086-web-push.md): a new message to its recipient, a sale to
 * each seller, an offer's news to the other side.
 */
export const PUSHED_EVENTS: PushReactions = {
  'listing.message_posted': ({
    conversationId,
    productTitle,
    messageId,
    authorName,
    authorId,
    recipientId,
  }) => [
    {
      userId: recipientId,
      notice: {
        kind: 'listing_message',
        content: {
          kind: 'new_listing_message',
          params: { conversationId, title: productTitle, from: { name: authorName, userId: authorId } },
        },
      },
      url: conversationPagePath(conversationId),
      tag: `conversation-${conversationId}`,
      key: `conversation:${conversationId}:message:${messageId}`,
    },
  ],
  'offer.made': (event) =>
    offerPushes(event, {
      kind: 'offer_made',
      params: { title: event.productTitle, from: event.fromName, amount: event.amount },
    }),
  'offer.countered': (event) =>
    offerPushes(event, {
      kind: 'offer_countered',
      params: { title: event.productTitle, from: event.fromName, amount: event.counterAmount },
    }),
  'offer.accepted': (event) =>
    offerPushes(event, {
      kind: 'offer_accepted',
      params: {
        title: event.productTitle,
        from: event.fromName,
        amount: event.acceptedAmount,
        by: event.acceptedBy,
      },
    }),
  'order.message_posted': ({ orderId, messageId, sellerId, authorName, recipientId, recipientRole }) => [
    {
      userId: recipientId,
      notice: {
        kind: 'new_message',
        orderId,
        from: authorName ? { name: authorName } : { role: recipientRole === 'buyer' ? 'seller' : 'buyer' },
      },
      url: recipientRole === 'buyer' ? orderPagePath(orderId) : salePagePath(orderId),
      tag: `order-${orderId}-${sellerId}`,
      key: `${orderKey(orderId)}message:${messageId}`,
    },
  ],
  'wanted.listed': ({ productId, title, price, posts }) =>
    posts.map(({ wantedId, userId, wantedTitle }) => ({
      userId,
      notice: {
        kind: 'wanted',
        content: { kind: 'wanted_listed', params: { wanted: wantedTitle, title, price: toPaise(price) } },
      },
      url: productPagePath(productId),
      tag: `wanted-${wantedId}`,
      key: `wanted:${wantedId}:${productId}`,
    })),
  'order.placed': ({ orderId, items }) =>
    [...new Set(items.map((item) => item.sellerId))].map((sellerId) => ({
      userId: sellerId,
      notice: {
        kind: 'sale',
        orderId,
        items: items
          .filter((item) => item.sellerId === sellerId)
          .map((item) => ({ quantity: item.quantity, title: item.productTitle })),
      },
      url: salePagePath(orderId),
      tag: `sale-${orderId}`,
      key: `${orderKey(orderId)}sold:${sellerId}`,
    })),
};

/** Writes each push to the outbox in the event's transaction, worded in its recipient's language as it is now. */
async function enqueueAll(tx: Transaction, pushes: PushFor[]): Promise<void> {
  if (pushes.length === 0) return;
  const people = await findUsersContact(
    tx,
    pushes.map((push) => push.userId),
  );
  for (const push of pushes) {
    const person = people.get(push.userId);
    if (!person) continue;
    await enqueuePush(tx, {
      userId: push.userId,
      key: push.key,
      payload: { ...pushWords(person.language, push.notice), url: push.url, tag: push.tag },
    });
  }
}

/**
 * The push module's reactions: PUSHED_EVENTS to the outbox, unless the server sends no pushes (PUSH=off); a
 * deleted account's browsers forgotten, and the pushes still waiting to others about its orders (they name it)
 * dropped (docs/decisions/081-what-a-deleted-account-leaves.md).
 */
export function registerPushHandlers(events: EventBus, { sending }: { sending: boolean }): void {
  for (const name of sending ? (Object.keys(PUSHED_EVENTS) as (keyof DomainEvents)[]) : []) {
    const pushesFor = PUSHED_EVENTS[name] as (payload: DomainEvents[typeof name]) => PushFor[];
    events.on(name, (payload, tx) => enqueueAll(tx, pushesFor(payload)));
  }
  events.on('user.deleting', ({ userId }, tx) => forgetSubscriptionsOf(tx, userId));
  events.on('user.forgotten_in_orders', ({ orders }, tx) =>
    forgetPushesWithKeys(
      tx,
      orders.map(({ orderId }) => orderKey(orderId)),
    ),
  );
}
