import { queryOptions } from '@tanstack/react-query';
import type { AcceptedOfferPrice, OfferList } from '../../../domain/contracts/offers.ts';
import { apiRequest } from '../api-client.ts';

/**
 * A listing's offers as the offers feature and the checkout read them (docs/decisions/038-offers.md). Every query
 * of a listing's offers starts with this key: a change to one offer reads them all again.
 */
export const listingOffersKey = (productId: number) => ['/api/listings', productId, 'offers'] as const;

/** The offers on a listing the caller may read: a buyer's own; the seller's from one buyer, or from all. */
export function getListingOffers(
  productId: number,
  buyerId?: number,
  signal?: AbortSignal,
): Promise<OfferList> {
  const query = buyerId === undefined ? '' : `?buyerId=${buyerId}`;
  return apiRequest<OfferList>('GET', `/api/listings/${productId}/offers${query}`, undefined, signal);
}

/**
 * The buyer's accepted offer on a listing while it holds its price, for a Buy Now checkout: the server charges it
 * for one unit (as it does a cart line), so the checkout must show and send that price. Undefined when none holds.
 */
export function heldOfferQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [...listingOffersKey(productId), 'all'],
    queryFn: ({ signal }) => getListingOffers(productId, undefined, signal),
    select: ({ offers }): AcceptedOfferPrice | undefined => {
      const held = offers.find(
        (offer) => offer.state === 'accepted' && offer.holdUntil && offer.acceptedAmount,
      );
      return held?.holdUntil && held.acceptedAmount
        ? { offerId: held.id, price: held.acceptedAmount, holdUntil: held.holdUntil }
        : undefined;
    },
    staleTime: 0,
  });
}
