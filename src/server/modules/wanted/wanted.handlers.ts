import type { EventBus } from '../../lib/events.ts';
import { forgetWantedOf, matchWantedPosts } from './wanted-matching.ts';

/**
 * The wanted module's reactions: a listing that went live tells the students it answers
 * (docs/decisions/094-wanted-posts.md); a student deleting their account loses their posts.
 */
export function registerWantedHandlers(events: EventBus): void {
  events.on('listing.published', async ({ productId }, tx) => {
    await matchWantedPosts(tx, events, productId);
  });
  events.on('user.deleting', ({ userId }, tx) => forgetWantedOf(tx, userId));
}
