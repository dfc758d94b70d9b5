import { eq } from 'drizzle-orm';
import type { EventBus } from '../../lib/events.ts';
import { reviews } from './reviews.tables.ts';

/**
 * The reviews module's reactions to other modules' events. A student deleting their account
 * (docs/decisions/081-what-a-deleted-account-leaves.md): each review of theirs stays as its rating alone, so the
 * listing's and the seller's averages stay true, but loses its words, its author and the order that would lead
 * back to them.
 */
export function registerReviewHandlers(events: EventBus): void {
  events.on('user.deleting', async ({ userId }, tx) => {
    await tx
      .update(reviews)
      .set({ userId: null, orderId: null, comment: '' })
      .where(eq(reviews.userId, userId));
  });
}
