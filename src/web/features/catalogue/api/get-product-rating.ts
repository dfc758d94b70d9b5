import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingSummary } from '../../../../domain/contracts/products.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A listing's average rating (one decimal) and number of reviews. */
export function getProductRating(productId: number, signal?: AbortSignal): Promise<RatingSummary> {
  return apiRequest<RatingSummary>('GET', `/api/products/${productId}/rating`, undefined, signal);
}

export function productRatingQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [`/api/products/${productId}/rating`],
    queryFn: ({ signal }) => getProductRating(productId, signal),
  });
}

export function useProductRating(productId: number) {
  return useQuery(productRatingQueryOptions(productId));
}
