import type { EventBus } from '../../lib/events.ts';
import { findListing } from '../products/index.ts';
import { closeOffersOf, closeOffersOn } from './offers.service.ts';

/**
 * The offers module's reactions (docs/decisions/038-offers.md): a listing that sells its last unit, or leaves the
 * marketplace by its seller's or the team's hand, closes the offers still in play on it, and each buyer is told.
 * A student deleting their account ends their offers quietly: the listings' words go with it
 * (docs/decisions/081-what-a-deleted-account-leaves.md).
 */
export function registerOfferHandlers(events: EventBus): void {
  events.on('order.placed', async ({ items }, tx) => {
    const titles = new Map(items.map((item) => [item.productId, item.productTitle]));
    const soldOut: number[] = [];
    for (const productId of titles.keys()) {
      if ((await findListing(tx, productId))?.quantity === 0) soldOut.push(productId);
    }
    await closeOffersOn(tx, events, { productIds: soldOut, reason: 'sold_out', titles });
  });

  events.on('listing.withdrawn', async ({ productId, title }, tx) => {
    await closeOffersOn(tx, events, {
      productIds: [productId],
      reason: 'withdrawn',
      titles: new Map([[productId, title]]),
    });
  });

  events.on('listing.hidden_by_team', async ({ productId, title }, tx) => {
    await closeOffersOn(tx, events, {
      productIds: [productId],
      reason: 'withdrawn',
      titles: new Map([[productId, title]]),
    });
  });

  events.on('user.listings_withdrawn', async ({ productIds }, tx) => {
    await closeOffersOn(tx, events, { productIds, reason: 'withdrawn', titles: new Map(), quiet: true });
  });

  events.on('user.deleting', async ({ userId }, tx) => {
    await closeOffersOf(tx, userId);
  });
}
