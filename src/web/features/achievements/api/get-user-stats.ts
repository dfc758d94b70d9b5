import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '../../../../domain/contracts/achievements.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A user's totals, level and points. */
export function getUserStats(userId: number, signal?: AbortSignal): Promise<UserStats> {
  return apiRequest<UserStats>('GET', `/api/user/${userId}/stats`, undefined, signal);
}

export function userStatsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [`/api/user/${userId}/stats`],
    queryFn: ({ signal }) => getUserStats(userId, signal),
    // Totals move with every order and review: each visit shows them as they are now.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useUserStats(userId: number) {
  return useQuery(userStatsQueryOptions(userId));
}
