import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxEntry } from '../../../../domain/contracts/messages.ts';
import { INBOX_PAGE_SIZE } from '../../../../domain/contracts/plain-values.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { pollWhileLiveStreamDown } from '../../../lib/live-status.ts';

export interface InboxPage {
  entries: InboxEntry[];
  /** The student's conversations across all pages (the X-Total-Count header). */
  total: number;
}

/** One page of the inbox, newest conversation first. Read with fetch itself: the total is a header. */
export async function getInbox(page: number, signal?: AbortSignal): Promise<InboxPage> {
  const response = await fetch(`/api/conversations?page=${page}&limit=${INBOX_PAGE_SIZE}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const entries = (await response.json()) as InboxEntry[];
  return { entries, total: Number(response.headers.get('X-Total-Count') ?? entries.length) };
}

/** Every conversation query (the inbox's pages and each thread) starts with this key. */
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;

/** New messages arrive while the inbox is open: it asks again every 30 seconds while the tab is visible. */
const POLL_INTERVAL_MS = 30 * 1000;

export function inboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, { page }],
    queryFn: ({ signal }) => getInbox(page, signal),
    staleTime: 0,
    refetchInterval: pollWhileLiveStreamDown(POLL_INTERVAL_MS),
    placeholderData: keepPreviousData,
  });
}

export function useInbox(page: number) {
  return useQuery(inboxQueryOptions(page));
}
