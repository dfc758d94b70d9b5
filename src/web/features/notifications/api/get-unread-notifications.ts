import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../domain/contracts/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { pollWhileLiveStreamDown } from '../../../lib/live-status.ts';
import { useUser } from '../../../lib/session/get-user.ts';

const THIRTY_SECONDS = 30 * 1000;

/** The signed-in user's unread notifications; the header counts them. */
export function getUnreadNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiRequest<Notification[]>('GET', '/api/notifications/unread', undefined, signal);
}

/**
 * Read again when the live stream says a notice came (docs/decisions/064-live-events.md); polled every 30 seconds
 * while the tab is visible only while that stream is down (spec, section 9). The server tags the list with an ETag,
 * so the browser revalidates and an unchanged list costs a 304 with no body.
 */
export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: ['/api/notifications/unread'],
  queryFn: ({ signal }) => getUnreadNotifications(signal),
  staleTime: 0,
  refetchInterval: pollWhileLiveStreamDown(THIRTY_SECONDS),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

/** How many notifications the signed-in user has not read; 0 for a guest or until the first answer. */
export function useUnreadNotificationCount(): number {
  const { data: user } = useUser();
  const unread = useQuery({
    ...unreadNotificationsQueryOptions,
    enabled: Boolean(user),
    select: (notifications) => notifications.length,
  });
  return unread.data ?? 0;
}
