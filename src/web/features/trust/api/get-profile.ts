import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../../domain/contracts/ratings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A student's public profile; an unknown or deleted account fails with a 404. */
export function getProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiRequest<PublicProfile>(
    'GET',
    `/api/users/${encodeURIComponent(username)}/profile`,
    undefined,
    signal,
  );
}

export function profileQueryOptions(username: string) {
  return queryOptions({
    queryKey: [`/api/users/${username.toLowerCase()}/profile`],
    queryFn: ({ signal }) => getProfile(username, signal),
  });
}

export function useProfile(username: string) {
  return useQuery(profileQueryOptions(username));
}
