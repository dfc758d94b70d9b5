import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewableOrder } from '../../../../domain/contracts/reviews.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The signed-in student's order of a listing that a review would be of: only a buyer who received it may review
 * it (docs/decisions/082-ratings-from-real-deals.md), so the form waits for it.
 */
export function getReviewableOrder(productId: number, signal?: AbortSignal): Promise<ReviewableOrder> {
  return apiRequest<ReviewableOrder>('GET', `/api/reviews/product/${productId}/order`, undefined, signal);
}

export function reviewableOrderQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [`/api/reviews/product/${productId}/order`],
    queryFn: ({ signal }) => getReviewableOrder(productId, signal),
  });
}

export function useReviewableOrder(productId: number) {
  return useQuery(reviewableOrderQueryOptions(productId));
}
