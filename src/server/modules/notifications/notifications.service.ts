import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Notification } from '../../../domain/contracts/notifications.ts';
import { orderPagePath, salePagePath } from '../../../domain/exchange.ts';
import { formatRupees, toPaise } from '../../../domain/money.ts';
import { orderNumber, orderStatusPhrase } from '../../../domain/order-status.ts';
import { savedSearchText } from '../../../domain/saved-search-text.ts';
import { productPagePath } from '../../../domain/seo.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { notifications } from './notifications.tables.ts';

export type NotificationType = Notification['type'];

/** The most a list returns: the card shows a scrolling 400 px list, not an archive. */
const LIST_LIMIT = 50;

async function listWhere(db: Database, where: SQL | undefined): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map(({ orderRole, ...row }) => ({
    ...row,
    link: linkOf(row, orderRole),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A notice about an order opens the buyer's order page or the seller's sale page, by whose side it is for; one
 * about a listing alone (a saved search's match, a saved listing's price) opens the listing.
 */
function linkOf(
  { orderId, productId }: { orderId: number | null; productId: number | null },
  orderRole: string | null,
): string | null {
  if (orderId !== null) return orderRole === 'seller' ? salePagePath(orderId) : orderPagePath(orderId);
  return productId !== null ? productPagePath(productId) : null;
}

/** A user's latest notifications, newest first. */
export function listNotifications(db: Database, userId: number): Promise<Notification[]> {
  return listWhere(db, eq(notifications.userId, userId));
}

/** A user's unread notifications, newest first (the header counts them). */
export function listUnread(db: Database, userId: number): Promise<Notification[]> {
  return listWhere(db, and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** Marks one of the user's own notifications read; 404 when missing, 403 when someone else's. */
export async function markRead(db: Database, { userId, id }: { userId: number; id: number }): Promise<void> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row) throw notFound('notification.not_found');
  if (row.userId !== userId) throw forbidden('notification.not_yours');
  await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id));
}

/** Marks every notification of the user read. */
export async function markAllRead(db: Database, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

type OrderRole = 'buyer' | 'seller';

/**
 * Leaves a message for a user (in the caller's transaction when given one). A notice about an order says
 * whose side of it the user is on, which decides the page it opens.
 */
export async function notify(
  db: Database | Transaction,
  input: { userId: number; type: NotificationType; message: string; productId?: number } & (
    | { orderId: number; orderRole: OrderRole }
    | { orderId?: undefined; orderRole?: undefined }
  ),
): Promise<void> {
  await db.insert(notifications).values(input);
}

/** True when the user has an unread notice of this type about the order (a new one would only repeat it). */
async function hasUnreadAbout(
  tx: Transaction,
  { userId, type, orderId }: { userId: number; type: NotificationType; orderId: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.isRead, false),
        eq(notifications.type, type),
        eq(notifications.orderId, orderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A new student is welcomed; a buyer hears about their order and every change to it (a part handed over or
 * declined too); a seller about each sale and its completion; either side about a new message from the other.
 * A deleted account's notifications go with it (docs/decisions/029-deleting-an-account.md).
 */
export function registerNotificationHandlers(events: EventBus): void {
  events.on('user.deleting', async ({ userId }, tx) => {
    await tx.delete(notifications).where(eq(notifications.userId, userId));
  });

  events.on('user.registered', async ({ userId, username }, tx) => {
    await notify(tx, {
      userId,
      type: 'signup',
      message: `Welcome to PassItOn, ${username}! Browse what seniors are passing on, or list your own books.`,
    });
  });

  events.on('order.placed', async ({ orderId, buyerId, items }, tx) => {
    await notify(tx, {
      userId: buyerId,
      type: 'order',
      orderId,
      orderRole: 'buyer',
      message: `Your order ${orderNumber(orderId)} has been placed.`,
    });
    for (const item of items) {
      await notify(tx, {
        userId: item.sellerId,
        type: 'product_sold',
        orderId,
        orderRole: 'seller',
        productId: item.productId,
        message: `You sold ${item.quantity} × "${item.productTitle}" (order ${orderNumber(orderId)}). Arrange the pickup with the buyer.`,
      });
    }
  });

  events.on('order.status_changed', async ({ orderId, buyerId, sellerIds, to }, tx) => {
    await notify(tx, {
      userId: buyerId,
      type: 'order',
      orderId,
      orderRole: 'buyer',
      message: `Your order ${orderNumber(orderId)} is now ${orderStatusPhrase(to)}.`,
    });
    if (to !== 'completed') return;
    for (const sellerId of sellerIds) {
      await notify(tx, {
        userId: sellerId,
        type: 'product_sold',
        orderId,
        orderRole: 'seller',
        message: `Your sale in order ${orderNumber(orderId)} is completed.`,
      });
    }
  });

  events.on('order.part_handed_over', async ({ orderId, buyerId, sellerName, orderDelivered }, tx) => {
    // The last part makes the order delivered, and that change has its own notice.
    if (orderDelivered) return;
    await notify(tx, {
      userId: buyerId,
      type: 'order',
      orderId,
      orderRole: 'buyer',
      message: `${sellerName ?? 'A seller'} handed over their items in your order ${orderNumber(orderId)}.`,
    });
  });

  events.on('order.part_declined', async ({ orderId, buyerId, sellerName, refundDue }, tx) => {
    const refund = refundDue ? ` You will be refunded ${formatRupees(toPaise(refundDue))}.` : '';
    await notify(tx, {
      userId: buyerId,
      type: 'order',
      orderId,
      orderRole: 'buyer',
      message: `${sellerName ?? 'A seller'} declined their part of your order ${orderNumber(orderId)}.${refund}`,
    });
  });

  // Refunds (docs/decisions/041): the buyer hears when the money is on its way back, not about each retry.
  events.on('refund.updated', async ({ orderId, buyerId, status, reason, amount }, tx) => {
    if (status !== 'processed') return;
    const refunded = formatRupees(toPaise(amount));
    const arrives = 'It can take 3-5 business days to reach your account.';
    if (reason === 'payment_unclaimed') {
      await notify(tx, {
        userId: buyerId,
        type: 'order',
        message: `Your payment of ${refunded} was not used for an order, so it has been refunded. ${arrives}`,
      });
      return;
    }
    if (orderId === null) {
      await notify(tx, {
        userId: buyerId,
        type: 'order',
        message: `Your payment of ${refunded} for a checkout that could not be completed has been refunded. ${arrives}`,
      });
      return;
    }
    await notify(tx, {
      userId: buyerId,
      type: 'order',
      orderId,
      orderRole: 'buyer',
      message: `Your refund of ${refunded} for order ${orderNumber(orderId)} has been processed. ${arrives}`,
    });
  });

  events.on('order.refund_decided', async ({ orderId, buyerId, approved, note }, tx) => {
    const because = note ? ` ${note}` : '';
    await notify(tx, {
      userId: buyerId,
      type: 'order',
      orderId,
      orderRole: 'buyer',
      message: approved
        ? `Your refund request for order ${orderNumber(orderId)} was approved.${because}`
        : `Your refund request for order ${orderNumber(orderId)} was not approved.${because}`,
    });
  });

  // Listings a student asked to hear about (docs/decisions/019-favourites-and-saved-searches.md); one insert for
  // every student a listing matches, however many.
  events.on('saved_search.matched', async ({ productId, title, price, students }, tx) => {
    const rupees = formatRupees(toPaise(price));
    await tx.insert(notifications).values(
      students.map(({ userId, search }) => ({
        userId,
        type: 'saved_search' as const,
        productId,
        message: `A new listing matches your saved search ${savedSearchText({ query: search })}: "${title}", ${rupees}.`,
      })),
    );
  });

  events.on('favourite.price_dropped', async ({ userId, productId, title, from, to }, tx) => {
    await notify(tx, {
      userId,
      type: 'favourite_price_drop',
      productId,
      message: `Price dropped: "${title}" is now ${formatRupees(toPaise(to))} (was ${formatRupees(toPaise(from))}).`,
    });
  });

  events.on('favourite.sold_out', async ({ userId, productId, title }, tx) => {
    await notify(tx, {
      userId,
      type: 'favourite_sold_out',
      productId,
      message: `"${title}", which you saved, has sold out.`,
    });
  });

  events.on('order.message_posted', async ({ orderId, authorName, recipientId, recipientRole }, tx) => {
    // One unread notice per order is enough: a chatty conversation does not fill the bell.
    if (await hasUnreadAbout(tx, { userId: recipientId, type: 'message', orderId })) return;
    const from = authorName ?? (recipientRole === 'buyer' ? 'the seller' : 'the buyer');
    await notify(tx, {
      userId: recipientId,
      type: 'message',
      orderId,
      orderRole: recipientRole,
      message: `New message from ${from} about order ${orderNumber(orderId)}.`,
    });
  });
}
