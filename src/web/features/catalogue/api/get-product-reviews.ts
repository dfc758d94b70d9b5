import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../domain/contracts/reviews.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A listing's reviews, newest first. */
export function getProductReviews(productId: number, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest<Review[]>('GET', `/api/reviews/product/${productId}`, undefined, signal);
}

export function productReviewsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [`/api/reviews/product/${productId}`],
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });
}

export function useProductReviews(productId: number) {
  return useQuery(productReviewsQueryOptions(productId));
}
