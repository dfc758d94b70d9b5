import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Thread } from '../../../../domain/contracts/messages.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { pollWhileLiveStreamDown } from '../../../lib/live-status.ts';
import { CONVERSATIONS_KEY } from './get-inbox.ts';

/** Replies arrive while the thread is open: it asks again every 20 seconds while the tab is visible. */
const POLL_INTERVAL_MS = 20 * 1000;

/** One of the student's conversations; reading it marks the messages to them read. */
export function getThread(id: number, signal?: AbortSignal): Promise<Thread> {
  return apiRequest<Thread>('GET', `/api/conversations/${id}`, undefined, signal);
}

export function threadQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, id],
    queryFn: ({ signal }) => getThread(id, signal),
    staleTime: 0,
    refetchInterval: pollWhileLiveStreamDown(POLL_INTERVAL_MS),
  });
}

export function useThread(id: number) {
  return useQuery(threadQueryOptions(id));
}

/** The student's conversation about a listing, or null before their first message. */
export async function getListingThread(productId: number, signal?: AbortSignal): Promise<Thread | null> {
  try {
    return await apiRequest<Thread>('GET', `/api/listings/${productId}/messages`, undefined, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function listingThreadQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['/api/listings', productId, 'messages'],
    queryFn: ({ signal }) => getListingThread(productId, signal),
    staleTime: 0,
  });
}

export function useListingThread(productId: number) {
  return useQuery(listingThreadQueryOptions(productId));
}
