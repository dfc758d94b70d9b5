import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadTotal } from '../../../../domain/contracts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { pollWhileLiveStreamDown } from '../../../lib/live-status.ts';
import { useUser } from '../../../lib/session/get-user.ts';

const THIRTY_SECONDS = 30 * 1000;

/** Messages to the signed-in student not read yet, over every conversation. */
export function getUnreadMessages(signal?: AbortSignal): Promise<UnreadTotal> {
  return apiRequest<UnreadTotal>('GET', '/api/conversations/unread', undefined, signal);
}

/**
 * The header's unread badge: polled every 30 seconds while the tab is visible, as the bell is. Live updates
 * invalidate this key (`unreadMessagesQueryOptions.queryKey`) when a message arrives.
 */
export const unreadMessagesQueryOptions = queryOptions({
  queryKey: ['/api/conversations/unread'],
  queryFn: ({ signal }) => getUnreadMessages(signal),
  staleTime: 0,
  refetchInterval: pollWhileLiveStreamDown(THIRTY_SECONDS),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

/** How many messages the signed-in student has not read; 0 for a guest or until the first answer. */
export function useUnreadMessageCount(): number {
  const { data: user } = useUser();
  const unread = useQuery({
    ...unreadMessagesQueryOptions,
    enabled: Boolean(user),
    select: (total) => total.unread,
  });
  return unread.data ?? 0;
}
