import { eq } from 'drizzle-orm';
import type { EventBus } from '../../lib/events.ts';
import { announceSellerRated } from './ratings.service.ts';
import { dealRatings } from './ratings.tables.ts';

/**
 * The ratings module's reactions to other modules' events: a review of a seller's listing, written or removed by
 * the team, changes what buyers think of them (their stats' average from buyers); a student deleting their account
 * (docs/decisions/081-what-a-deleted-account-leaves.md) leaves each rating they gave as its stars alone — no
 * words, no author — so the other person's average stays true.
 */
export function registerRatingHandlers(events: EventBus): void {
  events.on('review.created', async ({ sellerId }, tx) => {
    await announceSellerRated(tx, events, sellerId);
  });
  events.on('review.removed', async ({ sellerId }, tx) => {
    await announceSellerRated(tx, events, sellerId);
  });

  events.on('user.deleting', async ({ userId }, tx) => {
    await tx.update(dealRatings).set({ raterId: null, comment: '' }).where(eq(dealRatings.raterId, userId));
  });
}
