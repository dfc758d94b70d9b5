import type { NotificationContent } from '../../../domain/contracts/notifications.ts';
import { toPaise } from '../../../domain/money.ts';
import type { Transaction } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import {
  deleteNoticesAboutListings,
  deleteNotificationsOf,
  forgetAuthorOfListingMessages,
  forgetNameInOthersNotices,
  hasUnreadAbout,
  hasUnreadConversationNotice,
  type NotificationInput,
  notifyAll,
} from './notifications.service.ts';

/** Leaves notices and says who has new ones (the live stream updates their bell). */
async function leaveNotices(
  events: EventBus,
  tx: Transaction,
  inputs: readonly NotificationInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  await notifyAll(tx, inputs);
  await events.emit('notifications.left', { userIds: [...new Set(inputs.map((input) => input.userId))] }, tx);
}

/** A notice to an order's buyer about it, which opens their order page. */
function notifyBuyer(
  events: EventBus,
  tx: Transaction,
  { buyerId, orderId, content }: { buyerId: number; orderId: number; content: NotificationContent },
): Promise<void> {
  return leaveNotices(events, tx, [{ userId: buyerId, type: 'order', orderId, orderRole: 'buyer', content }]);
}

/** A notice about an offer to each of its recipients, opening the listing it is about. */
function notifyOffer(
  events: EventBus,
  tx: Transaction,
  { recipientIds, productId }: { recipientIds: number[]; productId: number },
  content: NotificationContent,
): Promise<void> {
  return leaveNotices(
    events,
    tx,
    recipientIds.map((userId) => ({ userId, type: 'offer', productId, content })),
  );
}

/**
 * A new student is welcomed; a buyer hears about their order and every change to it (a part handed over or
 * declined too); a seller about each sale and its completion; either side about a new message from the other.
 * Each notice is stored as a kind and its values (docs/decisions/073-notifications-as-data.md). A deleted
 * account's notifications go with it (docs/decisions/029-deleting-an-account.md), and others' notices name it
 * "a former student" or, when about a listing of theirs, go (docs/decisions/081-what-a-deleted-account-leaves.md).
 */
export function registerNotificationHandlers(events: EventBus): void {
  events.on('user.deleting', async ({ userId }, tx) => {
    await deleteNotificationsOf(tx, userId);
    await forgetAuthorOfListingMessages(tx, userId);
  });
  events.on('user.forgotten_in_orders', (knownAs, tx) => forgetNameInOthersNotices(tx, knownAs));
  events.on('user.listings_withdrawn', ({ productIds }, tx) => deleteNoticesAboutListings(tx, productIds));

  // Moderation (docs/decisions/083-reports-and-suspensions.md): the seller hears why a listing was hidden, each
  // reporter how their report ended.
  events.on('listing.hidden_by_team', async ({ productId, sellerId, title, reason }, tx) => {
    await leaveNotices(events, tx, [
      {
        userId: sellerId,
        type: 'other',
        productId,
        content: { kind: 'listing_hidden', params: { title, reason } },
      },
    ]);
  });
  events.on('report.resolved', async ({ reporterIds, targetType, actionTaken }, tx) => {
    await leaveNotices(
      events,
      tx,
      reporterIds.map((userId) => ({
        userId,
        type: 'other',
        content: { kind: 'report_resolved', params: { targetType, actionTaken } },
      })),
    );
  });

  events.on('user.registered', async ({ userId, username }, tx) => {
    await leaveNotices(events, tx, [
      { userId, type: 'signup', content: { kind: 'welcome', params: { username } } },
    ]);
  });

  events.on('order.placed', async ({ orderId, buyerId, items }, tx) => {
    await notifyBuyer(events, tx, {
      buyerId,
      orderId,
      content: { kind: 'order_placed', params: { orderId } },
    });
    await leaveNotices(
      events,
      tx,
      items.map((item) => ({
        userId: item.sellerId,
        type: 'product_sold',
        orderId,
        orderRole: 'seller',
        productId: item.productId,
        content: {
          kind: 'item_sold',
          params: { orderId, quantity: item.quantity, title: item.productTitle },
        },
      })),
    );
  });

  events.on('order.status_changed', async ({ orderId, buyerId, sellerIds, to }, tx) => {
    await notifyBuyer(events, tx, {
      buyerId,
      orderId,
      content: { kind: 'order_status_changed', params: { orderId, status: to } },
    });
    if (to !== 'completed') return;
    await leaveNotices(
      events,
      tx,
      sellerIds.map((sellerId) => ({
        userId: sellerId,
        type: 'product_sold',
        orderId,
        orderRole: 'seller',
        content: { kind: 'sale_completed', params: { orderId } },
      })),
    );
  });

  events.on('order.part_handed_over', async ({ orderId, buyerId, sellerName, orderDelivered }, tx) => {
    // The last part makes the order delivered, and that change has its own notice.
    if (orderDelivered) return;
    await notifyBuyer(events, tx, {
      buyerId,
      orderId,
      content: { kind: 'part_handed_over', params: { orderId, seller: sellerName } },
    });
  });

  events.on('order.part_declined', async ({ orderId, buyerId, sellerName, refundDue }, tx) => {
    await notifyBuyer(events, tx, {
      buyerId,
      orderId,
      content: {
        kind: 'part_declined',
        params: { orderId, seller: sellerName, refund: refundDue ? toPaise(refundDue) : null },
      },
    });
  });

  // Refunds (docs/decisions/041): the buyer hears when the money is on its way back, not about each retry.
  events.on('refund.updated', async ({ orderId, buyerId, status, reason, amount }, tx) => {
    if (status !== 'processed') return;
    const refunded = toPaise(amount);
    if (reason === 'payment_unclaimed') {
      await leaveNotices(events, tx, [
        {
          userId: buyerId,
          type: 'order',
          content: { kind: 'unclaimed_payment_refunded', params: { amount: refunded } },
        },
      ]);
      return;
    }
    if (orderId === null) {
      await leaveNotices(events, tx, [
        {
          userId: buyerId,
          type: 'order',
          content: { kind: 'checkout_payment_refunded', params: { amount: refunded } },
        },
      ]);
      return;
    }
    await notifyBuyer(events, tx, {
      buyerId,
      orderId,
      content: { kind: 'order_refund_processed', params: { orderId, amount: refunded } },
    });
  });

  events.on('order.refund_decided', async ({ orderId, buyerId, approved, note }, tx) => {
    await notifyBuyer(events, tx, {
      buyerId,
      orderId,
      content: {
        kind: approved ? 'refund_request_approved' : 'refund_request_rejected',
        params: { orderId, note: note || null },
      },
    });
  });

  // Listings a student asked to hear about (docs/decisions/019-favourites-and-saved-searches.md); one insert for
  // every student a listing matches, however many.
  events.on('saved_search.matched', async ({ productId, title, price, students }, tx) => {
    await leaveNotices(
      events,
      tx,
      students.map(({ userId, search }) => ({
        userId,
        type: 'saved_search',
        productId,
        content: { kind: 'saved_search_matched', params: { search, title, price: toPaise(price) } },
      })),
    );
  });

  // Listings that answer a wanted post (docs/decisions/094-wanted-posts.md); the notice opens the listing.
  events.on('wanted.listed', async ({ productId, title, price, posts }, tx) => {
    await leaveNotices(
      events,
      tx,
      posts.map(({ userId, wantedTitle }) => ({
        userId,
        type: 'wanted',
        productId,
        content: { kind: 'wanted_listed', params: { wanted: wantedTitle, title, price: toPaise(price) } },
      })),
    );
  });

  events.on('favourite.price_dropped', async ({ userId, productId, title, from, to }, tx) => {
    await leaveNotices(events, tx, [
      {
        userId,
        type: 'favourite_price_drop',
        productId,
        content: { kind: 'favourite_price_dropped', params: { title, from: toPaise(from), to: toPaise(to) } },
      },
    ]);
  });

  events.on('favourite.sold_out', async ({ userId, productId, title }, tx) => {
    await leaveNotices(events, tx, [
      {
        userId,
        type: 'favourite_sold_out',
        productId,
        content: { kind: 'favourite_sold_out', params: { title } },
      },
    ]);
  });

  // Offers (docs/decisions/038-offers.md): the other side hears of each step; the notice opens the listing.
  events.on('offer.made', async ({ productId, productTitle, fromName, amount, recipientIds }, tx) => {
    await notifyOffer(
      events,
      tx,
      { recipientIds, productId },
      {
        kind: 'offer_made',
        params: { title: productTitle, from: fromName, amount },
      },
    );
  });
  events.on(
    'offer.countered',
    async ({ productId, productTitle, fromName, counterAmount, recipientIds }, tx) => {
      await notifyOffer(
        events,
        tx,
        { recipientIds, productId },
        {
          kind: 'offer_countered',
          params: { title: productTitle, from: fromName, amount: counterAmount },
        },
      );
    },
  );
  events.on(
    'offer.accepted',
    async ({ productId, productTitle, fromName, acceptedAmount, acceptedBy, recipientIds }, tx) => {
      await notifyOffer(
        events,
        tx,
        { recipientIds, productId },
        {
          kind: 'offer_accepted',
          params: { title: productTitle, from: fromName, amount: acceptedAmount, by: acceptedBy },
        },
      );
    },
  );
  events.on(
    'offer.declined',
    async ({ productId, productTitle, fromName, amount, declinedBy, recipientIds }, tx) => {
      await notifyOffer(
        events,
        tx,
        { recipientIds, productId },
        {
          kind: 'offer_declined',
          params: { title: productTitle, from: fromName, amount, by: declinedBy },
        },
      );
    },
  );
  events.on('offer.closed', async ({ productId, productTitle, reason, recipientIds }, tx) => {
    await notifyOffer(
      events,
      tx,
      { recipientIds, productId },
      {
        kind: 'offer_closed',
        params: { title: productTitle, reason },
      },
    );
  });

  events.on('order.message_posted', async ({ orderId, authorName, recipientId, recipientRole }, tx) => {
    // One unread notice per order is enough: a chatty conversation does not fill the bell.
    if (await hasUnreadAbout(tx, { userId: recipientId, type: 'message', orderId })) return;
    // Without a name (a deleted account), the author is named by their side: the other one than the recipient.
    const from =
      authorName !== null
        ? { name: authorName }
        : { role: recipientRole === 'buyer' ? ('seller' as const) : ('buyer' as const) };
    await leaveNotices(events, tx, [
      {
        userId: recipientId,
        type: 'message',
        orderId,
        orderRole: recipientRole,
        content: { kind: 'new_message', params: { orderId, from } },
      },
    ]);
  });

  // A message about a listing (docs/decisions/037): one unread notice per conversation, as for an order's.
  events.on(
    'listing.message_posted',
    async ({ conversationId, productId, productTitle, authorId, authorName, recipientId }, tx) => {
      if (await hasUnreadConversationNotice(tx, { userId: recipientId, conversationId })) return;
      await leaveNotices(events, tx, [
        {
          userId: recipientId,
          type: 'message',
          productId,
          content: {
            kind: 'new_listing_message',
            params: { conversationId, title: productTitle, from: { name: authorName, userId: authorId } },
          },
        },
      ]);
    },
  );
}
