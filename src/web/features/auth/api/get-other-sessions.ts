import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OtherSessions } from '../../../../domain/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many other browsers and devices are signed in to the user's account. */
export function getOtherSessions(signal?: AbortSignal): Promise<OtherSessions> {
  return apiRequest<OtherSessions>('GET', '/api/user/sessions', undefined, signal);
}

export const otherSessionsQueryOptions = queryOptions({
  queryKey: ['/api/user/sessions'],
  queryFn: ({ signal }) => getOtherSessions(signal),
  // Another device may have signed in since the last visit: each visit asks again.
  staleTime: 0,
});

export function useOtherSessions() {
  return useQuery(otherSessionsQueryOptions);
}
