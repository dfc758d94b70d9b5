import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerListing } from '../../../../domain/contracts/listings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A seller's own listings (sold-out ones too) with their private fields. */
export function getSellerListings(sellerId: number, signal?: AbortSignal): Promise<SellerListing[]> {
  return apiRequest<SellerListing[]>('GET', `/api/products/seller/${sellerId}`, undefined, signal);
}

export function sellerListingsQueryOptions(sellerId: number) {
  return queryOptions({
    queryKey: ['/api/products/seller', sellerId],
    queryFn: ({ signal }) => getSellerListings(sellerId, signal),
    // The seller's own changes refresh it (see invalidateListings); a minute keeps other tabs roughly current.
    staleTime: 60 * 1000,
  });
}

export function useSellerListings(sellerId: number | undefined) {
  return useQuery({ ...sellerListingsQueryOptions(sellerId ?? 0), enabled: sellerId !== undefined });
}
