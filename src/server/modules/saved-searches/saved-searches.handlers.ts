import { eq } from 'drizzle-orm';
import type { EventBus } from '../../lib/events.ts';
import { savedSearches, savedSearchPendingListings } from './saved-searches.tables.ts';

/**
 * The saved-searches module's reactions to other modules' events. A listing that went live (created, or back in
 * stock) waits to be matched by the matching job (saved-search-alerts.ts,
 * docs/decisions/019-favourites-and-saved-searches.md); a student deleting their account loses their saved
 * searches (docs/decisions/029-deleting-an-account.md).
 */
export function registerSavedSearchHandlers(events: EventBus): void {
  events.on('listing.published', async ({ productId }, tx) => {
    await tx.insert(savedSearchPendingListings).values({ productId }).onConflictDoNothing();
  });

  events.on('user.deleting', async ({ userId }, tx) => {
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  });
}
