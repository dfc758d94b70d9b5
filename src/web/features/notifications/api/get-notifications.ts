import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../domain/contracts/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in user's latest notifications, newest first, read or not. */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiRequest<Notification[]>('GET', '/api/notifications', undefined, signal);
}

export const notificationsQueryOptions = queryOptions({
  queryKey: ['/api/notifications'],
  queryFn: ({ signal }) => getNotifications(signal),
  // Opening the card shows what is new since it was last open.
  staleTime: 0,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
