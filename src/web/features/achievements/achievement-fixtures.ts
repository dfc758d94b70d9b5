import type { EarnedAchievement, UserStats } from '../../../domain/contracts/achievements.ts';

/** Earned records in the order given (the server lists them first earned first), a day apart. */
export function makeEarned(achievementIds: string[]): EarnedAchievement[] {
  return achievementIds.map((achievementId, index) => ({
    id: index + 1,
    achievementId,
    earnedAt: new Date(Date.UTC(2025, 0, 18 + index, 10)).toISOString(),
  }));
}

export function makeStats(overrides: Partial<UserStats> = {}): UserStats {
  return {
    totalSales: 0,
    totalPurchases: 0,
    totalReviews: 0,
    averageRating: 0,
    currentStreak: 0,
    longestStreak: 0,
    daysSinceJoined: 3,
    currentLevel: 1,
    totalPoints: 10,
    ...overrides,
  };
}
