import { exchangeCountChange } from '../../../domain/order-status.ts';
import type { EventBus } from '../../lib/events.ts';
import { recordActivity } from './achievements.service.ts';

/**
 * Keeps stats and achievements in step with what students do, inside the transaction of the event itself
 * (docs/decisions/003): a purchase for the buyer and a sale for each seller once an order is handed over — never
 * when it is merely placed, so placing and cancelling earns nothing — taken back if a handed-over order is
 * refunded; a review for its writer, and a new average for a seller whenever
 * a review of their listing or a deal's rating of them from a buyer shows.
 */
export function registerAchievementHandlers(events: EventBus): void {
  events.on('user.registered', async ({ userId }, tx) => {
    await recordActivity(tx, userId);
  });

  events.on('user.signed_in', async ({ userId }, tx) => {
    await recordActivity(tx, userId);
  });

  events.on('order.placed', async ({ buyerId }, tx) => {
    await recordActivity(tx, buyerId);
  });

  events.on('order.status_changed', async ({ buyerId, sellerIds, from, to }, tx) => {
    const change = exchangeCountChange(from, to);
    if (change === 0) return;
    await recordActivity(tx, buyerId, { purchases: change });
    for (const sellerId of sellerIds) await recordActivity(tx, sellerId, { sales: change });
  });

  events.on('review.created', async ({ reviewerId }, tx) => {
    await recordActivity(tx, reviewerId, { reviews: 1 });
  });

  events.on('seller.rated', async ({ sellerId, averageFromBuyers }, tx) => {
    await recordActivity(tx, sellerId, { averageRatingReceived: averageFromBuyers });
  });
}
