import {
  ACHIEVEMENTS,
  ACHIEVEMENTS_BY_ID,
  type Achievement,
  type AchievementCategory,
  type AchievementFacts,
} from '../../../domain/achievements.ts';
import type { EarnedAchievement, UserStats } from '../../../domain/contracts/achievements.ts';

/** Recent Achievements shows this many (spec, section 9). */
const RECENT_COUNT = 6;

/** An achievement as the page shows it: completed if the user holds it, otherwise locked with progress. */
export interface AchievementStatus {
  achievement: Achievement;
  completed: boolean;
  /** Whole percent, 0–100; 100 once completed. */
  progress: number;
  earnedAt: string | undefined;
}

function factsFromStats(stats: UserStats): AchievementFacts {
  return {
    totalSales: stats.totalSales,
    totalPurchases: stats.totalPurchases,
    totalReviews: stats.totalReviews,
    averageRatingReceived: stats.averageRating,
    totalPoints: stats.totalPoints,
    daysSinceJoined: stats.daysSinceJoined,
  };
}

/** Every achievement of a category with its status, in catalogue order. */
export function achievementStatuses(
  category: AchievementCategory,
  earned: readonly EarnedAchievement[],
  stats: UserStats,
): AchievementStatus[] {
  const earnedAt = new Map(earned.map((record) => [record.achievementId, record.earnedAt]));
  const facts = factsFromStats(stats);
  return ACHIEVEMENTS.filter((achievement) => achievement.category === category).map((achievement) => {
    const completedAt = earnedAt.get(achievement.id);
    return {
      achievement,
      completed: completedAt !== undefined,
      // Rounded down, so "almost there" never reads as 100% while the achievement is still locked.
      progress: completedAt !== undefined ? 100 : Math.floor(achievement.progress(facts)),
      earnedAt: completedAt,
    };
  });
}

/** The Progress card: how many of the catalogue's achievements are completed, and the percent to one decimal. */
export function completionSummary(earned: readonly EarnedAchievement[]): {
  completed: number;
  total: number;
  percent: string;
} {
  const completed = new Set(
    earned.map((record) => record.achievementId).filter((id) => ACHIEVEMENTS_BY_ID.has(id)),
  ).size;
  const total = ACHIEVEMENTS.length;
  return { completed, total, percent: ((completed / total) * 100).toFixed(1) };
}

/** The first achievements earned, with their definitions (the server lists them first earned first). */
export function recentAchievements(
  earned: readonly EarnedAchievement[],
): { achievement: Achievement; earnedAt: string }[] {
  return earned
    .flatMap((record) => {
      const achievement = ACHIEVEMENTS_BY_ID.get(record.achievementId);
      return achievement ? [{ achievement, earnedAt: record.earnedAt }] : [];
    })
    .slice(0, RECENT_COUNT);
}
