import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '../../../../domain/contracts/offers.ts';
import { pollWhileLiveStreamDown } from '../../../lib/live-status.ts';
import { getListingOffers, listingOffersKey } from '../../../lib/offers/listing-offers.ts';

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
