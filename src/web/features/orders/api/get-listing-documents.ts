import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDocuments } from '../../../../domain/contracts/listings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The names of a listing's private documents, for a buyer whose order unlocks them (404 otherwise). */
export function getListingDocuments(productId: number, signal?: AbortSignal): Promise<ListingDocuments> {
  return apiRequest<ListingDocuments>('GET', `/api/products/${productId}/files`, undefined, signal);
}

export function listingDocumentsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [`/api/products/${productId}/files`],
    queryFn: ({ signal }) => getListingDocuments(productId, signal),
  });
}

/** Asks only when the order says the documents are the buyer's, so a locked order never meets a 404. */
export function useListingDocuments(productId: number, unlocked: boolean) {
  return useQuery({ ...listingDocumentsQueryOptions(productId), enabled: unlocked });
}

/** Where one document downloads from (as an attachment, with a name made from the listing's title). */
export function documentUrl(productId: number, name: string): string {
  return `/api/products/${productId}/files/${encodeURIComponent(name)}`;
}
