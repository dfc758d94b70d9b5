import { and, eq, ne, not, sql } from 'drizzle-orm';
import type { EventBus } from '../../lib/events.ts';
import { findListing } from '../products/index.ts';
import { favourites } from './favourites.tables.ts';

/**
 * The favourites module's reactions to other modules' events. Alerts about saved listings
 * (docs/decisions/019-favourites-and-saved-searches.md): everyone who saved a listing, its seller aside, hears when
 * its price drops below the lowest they were told of, and once when a checkout takes its last unit (the buyer who
 * took it aside). The row remembers what was told, so a repeated event tells nothing new; `favourite.price_dropped`
 * and `favourite.sold_out` carry it to the notifications. A student deleting their account loses their saved
 * listings (docs/decisions/029-deleting-an-account.md).
 */
export function registerFavouriteHandlers(events: EventBus): void {
  events.on('listing.price_lowered', async ({ productId, sellerId, title, from, to }, tx) => {
    const told = await tx
      .update(favourites)
      .set({ notifiedPrice: to })
      .where(
        and(
          eq(favourites.productId, productId),
          ne(favourites.userId, sellerId),
          sql`coalesce(${favourites.notifiedPrice}, ${from}::numeric) > ${to}::numeric`,
        ),
      )
      .returning({ userId: favourites.userId });
    for (const { userId } of told) {
      await events.emit('favourite.price_dropped', { userId, productId, title, from, to }, tx);
    }
  });

  events.on('order.placed', async ({ buyerId, items }, tx) => {
    const sold = new Map(items.map((item) => [item.productId, item]));
    for (const { productId, sellerId, productTitle } of sold.values()) {
      if ((await findListing(tx, productId))?.quantity !== 0) continue;
      const told = await tx
        .update(favourites)
        .set({ soldOutNotified: true })
        .where(
          and(
            eq(favourites.productId, productId),
            not(favourites.soldOutNotified),
            ne(favourites.userId, sellerId),
            ne(favourites.userId, buyerId),
          ),
        )
        .returning({ userId: favourites.userId });
      for (const { userId } of told) {
        await events.emit('favourite.sold_out', { userId, productId, title: productTitle }, tx);
      }
    }
  });

  events.on('user.deleting', async ({ userId }, tx) => {
    await tx.delete(favourites).where(eq(favourites.userId, userId));
  });
}
