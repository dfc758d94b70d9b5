import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../domain/contracts/auth.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { SIXTY_MINUTES, THIRTY_MINUTES } from '../../../lib/query-client.ts';

/** The signed-in user, or null when nobody is (the server answers 401). */
export function getUser(signal?: AbortSignal): Promise<User | null> {
  return apiGet<User>('/api/user', { on401: 'returnNull', signal });
}

export const userQueryOptions = queryOptions({
  queryKey: ['/api/user'],
  queryFn: ({ signal }) => getUser(signal),
  staleTime: THIRTY_MINUTES,
  gcTime: SIXTY_MINUTES,
});

/** `data` is the user, null for a guest, undefined while the first answer is on its way. */
export function useUser() {
  return useQuery(userQueryOptions);
}
