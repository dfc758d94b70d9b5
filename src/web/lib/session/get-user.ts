import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../domain/contracts/auth.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../../domain/signed-in-hint.ts';
import { apiGet } from '../api-client.ts';
import { SIXTY_MINUTES, THIRTY_MINUTES } from '../query-client.ts';

/**
 * The signed-in user, or null when nobody is. GET /api/user answers a guest 401, as the spec says, and the
 * browser reports every 401 in its console as an error; so the server keeps a readable hint cookie while a
 * session exists and a guest is known without asking. Should the hint outlive the session, the one 401 that
 * follows still reads as "nobody is signed in", and that answer clears the hint.
 */
export function getUser(signal?: AbortSignal): Promise<User | null> {
  if (!mayHaveSession()) return Promise.resolve(null);
  return apiGet<User>('/api/user', { on401: 'returnNull', signal });
}

function mayHaveSession(): boolean {
  // While the server renders a page it asks itself, with the visitor's cookie, whatever the hint says.
  if (typeof document === 'undefined') return true;
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
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
