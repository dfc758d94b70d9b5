import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '../../../../domain/contracts/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** One of the user's orders with its status history; 404 when there is no such order, 403 when it is not theirs. */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  return apiRequest<OrderDetail>('GET', `/api/orders/detail/${orderId}`, undefined, signal);
}

export function orderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [`/api/orders/detail/${orderId}`],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // An address like /orders/abc names no order: there is nothing to ask the server.
    enabled: isOrderId(orderId),
    staleTime: 0,
  });
}

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}

export function isOrderId(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}
