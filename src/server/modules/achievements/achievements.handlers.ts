import type { EventBus } from '../../lib/events.ts';
import { recordActivity } from './achievements.service.ts';

/**
 * Keeps stats and achievements in step with what students do, inside the transaction of the event itself
 * (DECISIONS.md): a sale for each seller in an order and a purchase for the buyer when it is placed; both
 * taken back when it is cancelled (and given back if an admin reopens it); a review for its writer and a new average for the seller reviewed.
 */
export function registerAchievementHandlers(events: EventBus): void {
  events.on('user.registered', async ({ userId }, tx) => {
    await recordActivity(tx, userId);
  });

  events.on('user.signed_in', async ({ userId }, tx) => {
    await recordActivity(tx, userId);
  });

  events.on('order.placed', async ({ buyerId, items }, tx) => {
    await recordActivity(tx, buyerId, { purchases: 1 });
    for (const sellerId of new Set(items.map((item) => item.sellerId))) {
      await recordActivity(tx, sellerId, { sales: 1 });
    }
  });

  events.on('order.status_changed', async ({ buyerId, sellerIds, from, to }, tx) => {
    // Cancelling takes the purchase and the sales back; an admin reopening a cancelled order restores them.
    const change = to === 'cancelled' ? -1 : from === 'cancelled' ? 1 : 0;
    if (change === 0) return;
    await recordActivity(tx, buyerId, { purchases: change });
    for (const sellerId of sellerIds) await recordActivity(tx, sellerId, { sales: change });
  });

  events.on('review.created', async ({ reviewerId, sellerId, sellerAverageRating }, tx) => {
    await recordActivity(tx, reviewerId, { reviews: 1 });
    await recordActivity(tx, sellerId, { averageRatingReceived: sellerAverageRating });
  });
}
