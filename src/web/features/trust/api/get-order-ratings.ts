import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderRatings } from '../../../../domain/contracts/ratings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in student's deals in an order: the rating they gave, and the other side's once it shows. */
export function getOrderRatings(orderId: number, signal?: AbortSignal): Promise<OrderRatings> {
  return apiRequest<OrderRatings>('GET', `/api/orders/${orderId}/ratings`, undefined, signal);
}

/**
 * `handedOver` is how many of the viewer's deals in the order the page knows to be handed over: when a hand-over
 * comes in, the deal's form is asked for again.
 */
export function orderRatingsQueryOptions(orderId: number, handedOver = 0) {
  return queryOptions({
    queryKey: [`/api/orders/${orderId}/ratings`, handedOver],
    queryFn: ({ signal }) => getOrderRatings(orderId, signal),
  });
}

export function useOrderRatings(orderId: number, handedOver: number) {
  return useQuery(orderRatingsQueryOptions(orderId, handedOver));
}
