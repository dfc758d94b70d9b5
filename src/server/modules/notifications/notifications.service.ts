import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Notification } from '../../../domain/contracts/notifications.ts';
import { orderNumber } from '../../../domain/order-status.ts';
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
  return rows.map((row) => ({
    ...row,
    type: row.type as NotificationType,
    createdAt: row.createdAt.toISOString(),
  }));
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
  if (!row) throw notFound('Notification not found');
  if (row.userId !== userId) throw forbidden('This is not your notification');
  await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id));
}

/** Marks every notification of the user read. */
export async function markAllRead(db: Database, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** Leaves a message for a user (in the caller's transaction when given one). */
export async function notify(
  db: Database | Transaction,
  input: { userId: number; type: NotificationType; message: string; orderId?: number; productId?: number },
): Promise<void> {
  await db.insert(notifications).values(input);
}

const STATUS_WORDS: Record<string, string> = {
  pending: 'pending',
  processing: 'being processed',
  paid: 'paid',
  pending_cod: 'confirmed for cash on delivery',
  shipped: 'shipped',
  in_transit: 'on its way',
  delivered: 'delivered',
  completed: 'completed',
  cancelled: 'cancelled',
  refund_requested: 'waiting for a refund decision',
  refunded: 'refunded',
};

/** A new student is welcomed; a buyer hears about their order and every change to it; a seller about each sale. */
export function registerNotificationHandlers(events: EventBus): void {
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
      message: `Your order ${orderNumber(orderId)} has been placed.`,
    });
    for (const item of items) {
      await notify(tx, {
        userId: item.sellerId,
        type: 'product_sold',
        orderId,
        productId: item.productId,
        message: `You sold ${item.quantity} × "${item.productTitle}" (order ${orderNumber(orderId)}). Arrange the pickup with the buyer.`,
      });
    }
  });

  events.on('order.status_changed', async ({ orderId, buyerId, to }, tx) => {
    await notify(tx, {
      userId: buyerId,
      type: 'order',
      orderId,
      message: `Your order ${orderNumber(orderId)} is now ${STATUS_WORDS[to] ?? to}.`,
    });
  });
}
