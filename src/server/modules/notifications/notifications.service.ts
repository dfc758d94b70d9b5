import { orderNumber } from '../../../domain/order-status.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import { notifications } from './notifications.tables.ts';

export type NotificationType = 'signup' | 'order' | 'product_sold' | 'other';

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

/** The buyer hears about their order and every change to it; each seller hears about their sale. */
export function registerNotificationHandlers(events: EventBus): void {
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
