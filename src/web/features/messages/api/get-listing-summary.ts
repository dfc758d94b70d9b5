import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../domain/contracts/products.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The listing a new conversation is about: its title, photo and seller's name above the first message. */
export function getListingSummary(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest<ProductDetail>('GET', `/api/products/${productId}`, undefined, signal);
}

export function listingSummaryQueryOptions(productId: number) {
  return queryOptions({
    // The listing page's own key: a student coming from it has the listing already.
    queryKey: [`/api/products/${productId}`],
    queryFn: ({ signal }) => getListingSummary(productId, signal),
  });
}

export function useListingSummary(productId: number) {
  return useQuery(listingSummaryQueryOptions(productId));
}
