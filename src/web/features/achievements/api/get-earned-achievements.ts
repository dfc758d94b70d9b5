import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarnedAchievement } from '../../../../domain/contracts/achievements.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const SIXTY_SECONDS = 60 * 1000;

/** The achievements a user has unlocked, first earned first. */
export function getEarnedAchievements(userId: number, signal?: AbortSignal): Promise<EarnedAchievement[]> {
  return apiRequest<EarnedAchievement[]>('GET', `/api/user/${userId}/achievements`, undefined, signal);
}

/**
 * The server awards achievements when orders and reviews happen, so the list is read again every minute while
 * the tab is visible and whenever the tab comes back into view.
 */
export function earnedAchievementsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [`/api/user/${userId}/achievements`],
    queryFn: ({ signal }) => getEarnedAchievements(userId, signal),
    staleTime: 0,
    refetchInterval: SIXTY_SECONDS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useEarnedAchievements(userId: number) {
  return useQuery(earnedAchievementsQueryOptions(userId));
}
