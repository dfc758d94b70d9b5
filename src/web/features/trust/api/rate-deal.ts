import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDealRating, DealRating } from '../../../../domain/contracts/ratings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderRatingsQueryOptions } from './get-order-ratings.ts';

/** Rates the other side of the signed-in student's deal in an order. */
export function rateDeal(orderId: number, rating: CreateDealRating): Promise<DealRating> {
  return apiRequest<DealRating>('POST', `/api/orders/${orderId}/ratings`, rating);
}

/** On success the order's ratings are fetched again: the other side's may show now. */
export function useRateDeal(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: CreateDealRating) => rateDeal(orderId, rating),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: orderRatingsQueryOptions(orderId).queryKey.slice(0, 1) }),
  });
}
