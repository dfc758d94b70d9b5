import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '../../../domain/contracts/orders.ts';
import { apiRequest } from '../api-client.ts';
import { useUser } from '../session/get-user.ts';

/** The user's orders, newest first, with their items and how many sellers' messages are unread. */
export function getOrders(userId: number, signal?: AbortSignal): Promise<OrderSummary[]> {
  return apiRequest<OrderSummary[]>('GET', `/api/orders/${userId}`, undefined, signal);
}

export function ordersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [`/api/orders/${userId}`],
    queryFn: ({ signal }) => getOrders(userId, signal),
    // Sellers and admins move orders along: each visit shows where they are now.
    staleTime: 0,
  });
}

export function useOrders() {
  const { data: user } = useUser();
  return useQuery({ ...ordersQueryOptions(user?.id ?? 0), enabled: Boolean(user) });
}
