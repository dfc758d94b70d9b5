import { z } from 'zod';

/** An unlocked achievement as the web reads it (spec, section 3: id, achievementId, earnedAt). */
export const EarnedAchievementSchema = z.object({
  id: z.number().int(),
  achievementId: z.string(),
  earnedAt: z.iso.datetime(),
});
export type EarnedAchievement = z.infer<typeof EarnedAchievementSchema>;

export const UserStatsSchema = z.object({
  totalSales: z.number().int(),
  totalPurchases: z.number().int(),
  totalReviews: z.number().int(),
  /** Average rating buyers gave the user's listings. */
  averageRating: z.number(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  daysSinceJoined: z.number().int(),
  currentLevel: z.number().int(),
  totalPoints: z.number().int(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;
