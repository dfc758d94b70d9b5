import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer, OfferList } from '../../../../domain/contracts/offers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { pollWhileLiveStreamDown } from '../../../lib/live-status.ts';

/** Every query of a listing's offers starts with this key: a change to one offer reads them all again. */
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

/** The other side's answer arrives while the page is open: asked again every 30 seconds while visible. */
const POLL_INTERVAL_MS = 30 * 1000;

export function listingOffersQueryOptions(productId: number, buyerId?: number) {
  return queryOptions({
    queryKey: [...listingOffersKey(productId), buyerId ?? 'all'],
    queryFn: ({ signal }) => getListingOffers(productId, buyerId, signal),
    select: (list): Offer[] => list.offers,
    staleTime: 0,
    refetchInterval: pollWhileLiveStreamDown(POLL_INTERVAL_MS),
  });
}

export function useListingOffers(productId: number, buyerId?: number, { enabled = true } = {}) {
  return useQuery({ ...listingOffersQueryOptions(productId, buyerId), enabled });
}
