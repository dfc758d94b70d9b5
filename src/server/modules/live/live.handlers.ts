import type { LiveEvent } from '../../../domain/contracts/live-events.ts';
import type { DomainEvents, EventBus } from '../../lib/events.ts';
import type { LiveChannel } from './live-channel.ts';
import { announce, forgetLiveEventsOf } from './live-events.service.ts';

/** Whom a domain event is told to on their live stream, and what. */
type Audience = { userIds: readonly number[]; event: LiveEvent }[];

/** The buyer and the sellers of an order hear it changed, each about their own side. */
function orderChanged(orderId: number, buyerId: number, sellerIds: readonly number[]): Audience {
  return [
    { userIds: [buyerId], event: { kind: 'order_changed', orderId, role: 'buyer' } },
    { userIds: sellerIds, event: { kind: 'order_changed', orderId, role: 'seller' } },
  ];
}

/**
 * What each student's live stream hears of (docs/decisions/064-live-events.md): one line per domain event, in the
 * event's transaction, so a new event is wired by adding its line. Payloads are kinds and ids: the web app reads
 * the rest again through the routes that check who may see it.
 */
export function registerLiveHandlers(events: EventBus, channel: LiveChannel): void {
  const tell = <Name extends keyof DomainEvents>(
    name: Name,
    audience: (payload: DomainEvents[Name]) => Audience,
  ) =>
    events.on(name, async (payload, tx) => {
      for (const { userIds, event } of audience(payload)) await announce(tx, channel, userIds, event);
    });

  tell('notifications.left', ({ userIds }) => [{ userIds, event: { kind: 'notifications_changed' } }]);
  tell('order.placed', ({ orderId, buyerId, items }) =>
    orderChanged(
      orderId,
      buyerId,
      items.map((item) => item.sellerId),
    ),
  );
  tell('order.status_changed', ({ orderId, buyerId, sellerIds }) =>
    orderChanged(orderId, buyerId, sellerIds),
  );
  tell('order.part_handed_over', ({ orderId, buyerId, sellerId }) =>
    orderChanged(orderId, buyerId, [sellerId]),
  );
  tell('order.part_declined', ({ orderId, buyerId, sellerId }) => orderChanged(orderId, buyerId, [sellerId]));
  tell('order.message_posted', ({ orderId, recipientId, recipientRole }) => [
    { userIds: [recipientId], event: { kind: 'order_message', orderId, role: recipientRole } },
  ]);

  tell('listing.message_posted', ({ conversationId, productId, recipientId }) => [
    { userIds: [recipientId], event: { kind: 'conversation_message', conversationId, productId } },
  ]);
  // Both sides of an offer see its card change, whoever moved it.
  for (const name of [
    'offer.made',
    'offer.countered',
    'offer.accepted',
    'offer.declined',
    'offer.closed',
  ] as const) {
    tell(name, ({ productId, buyerId, sellerId }) => [
      { userIds: [buyerId, sellerId], event: { kind: 'offer_changed', productId } },
    ]);
  }

  events.on('user.deleting', ({ userId }, tx) => forgetLiveEventsOf(tx, userId));
}
