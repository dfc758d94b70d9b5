import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderConversations } from '../../../../domain/contracts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { pollWhileLiveStreamDown } from '../../../lib/live-status.ts';

/** The order's conversations the caller is part of; reading them marks the caller's unread messages read. */
export function getConversations(orderId: number, signal?: AbortSignal): Promise<OrderConversations> {
  return apiRequest<OrderConversations>('GET', `/api/orders/${orderId}/messages`, undefined, signal);
}

/**
 * Replies arrive while the page is open: the live stream says so (docs/decisions/064-live-events.md), and while it
 * is down the page asks again every 20 seconds while the tab is visible.
 */
const POLL_INTERVAL_MS = 20 * 1000;

export function conversationsQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['/api/orders', orderId, 'messages'],
    queryFn: ({ signal }) => getConversations(orderId, signal),
    staleTime: 0,
    refetchInterval: pollWhileLiveStreamDown(POLL_INTERVAL_MS),
  });
}

export function useConversations(orderId: number) {
  return useQuery(conversationsQueryOptions(orderId));
}
