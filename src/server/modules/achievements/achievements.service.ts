import { asc, eq, sql } from 'drizzle-orm';
import { type AchievementFacts, newlyUnlocked } from '../../../domain/achievements.ts';
import type { EarnedAchievement, UserStats } from '../../../domain/contracts/achievements.ts';
import { levelForPoints } from '../../../domain/levels.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findUserById } from '../auth/index.ts';
import { userAchievements, userStats } from './achievements.tables.ts';

type StatsRow = typeof userStats.$inferSelect;

export interface StatsChange {
  sales?: number;
  purchases?: number;
  reviews?: number;
  /** The new average of what buyers gave the user: reviews of their listings and shown ratings of their deals. */
  averageRatingReceived?: number;
}

const DAY_MS = 86_400_000;

const daysSince = (date: Date) => Math.max(0, Math.floor((Date.now() - date.getTime()) / DAY_MS));

/**
 * Applies what just happened to a user's stats — counts, streak, rating — and awards every achievement it
 * unlocks, all in the caller's transaction. The counts change with atomic increments and the awards with
 * insert-if-absent, so two events racing for one user neither lose a count nor award anything twice. Counts
 * never go below zero; achievements once unlocked are kept
 * (docs/decisions/003-exchange-counts-and-abuse-limits.md).
 */
export async function recordActivity(
  tx: Transaction,
  userId: number,
  change: StatsChange = {},
): Promise<string[]> {
  const stats = await applyChange(tx, userId, change);
  const user = await findUserById(tx, userId);
  if (!user) return [];
  const held = new Set(
    (
      await tx
        .select({ id: userAchievements.achievementId })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId))
    ).map((row) => row.id),
  );
  const facts: AchievementFacts = {
    totalSales: stats.totalSales,
    totalPurchases: stats.totalPurchases,
    totalReviews: stats.totalReviews,
    averageRatingReceived: Number(stats.averageRating),
    totalPoints: stats.totalPoints,
    daysSinceJoined: daysSince(user.createdAt),
  };

  const unlocked: string[] = [];
  // Points unlock point milestones, which add points: repeat until nothing new unlocks.
  for (
    let candidates = newlyUnlocked(facts, held);
    candidates.length > 0;
    candidates = newlyUnlocked(facts, held)
  ) {
    let gained = 0;
    for (const achievement of candidates) {
      held.add(achievement.id);
      const inserted = await tx
        .insert(userAchievements)
        .values({ userId, achievementId: achievement.id, currentProgress: 100 })
        .onConflictDoNothing()
        .returning({ id: userAchievements.id });
      if (inserted.length > 0) {
        gained += achievement.points;
        unlocked.push(achievement.id);
      }
    }
    if (gained === 0) break;
    const [updated] = await tx
      .update(userStats)
      .set({ totalPoints: sql`${userStats.totalPoints} + ${gained}`, updatedAt: new Date() })
      .where(eq(userStats.userId, userId))
      .returning({ totalPoints: userStats.totalPoints });
    facts.totalPoints = updated?.totalPoints ?? facts.totalPoints + gained;
    await tx
      .update(userStats)
      .set({ level: levelForPoints(facts.totalPoints) })
      .where(eq(userStats.userId, userId));
  }
  return unlocked;
}

/** Upserts the stats row with the change applied; the streak counts consecutive days with activity. */
async function applyChange(tx: Transaction, userId: number, change: StatsChange): Promise<StatsRow> {
  const sales = change.sales ?? 0;
  const purchases = change.purchases ?? 0;
  const reviews = change.reviews ?? 0;
  const newStreak = sql`CASE
    WHEN ${userStats.lastActivityDate} = CURRENT_DATE THEN ${userStats.currentStreak}
    WHEN ${userStats.lastActivityDate} = CURRENT_DATE - 1 THEN ${userStats.currentStreak} + 1
    ELSE 1 END`;
  const [row] = await tx
    .insert(userStats)
    .values({
      userId,
      totalSales: Math.max(0, sales),
      totalPurchases: Math.max(0, purchases),
      totalReviews: Math.max(0, reviews),
      averageRating: (change.averageRatingReceived ?? 0).toFixed(2),
      currentStreak: 1,
      longestStreak: 1,
    })
    .onConflictDoUpdate({
      target: userStats.userId,
      set: {
        totalSales: sql`greatest(${userStats.totalSales} + ${sales}, 0)`,
        totalPurchases: sql`greatest(${userStats.totalPurchases} + ${purchases}, 0)`,
        totalReviews: sql`greatest(${userStats.totalReviews} + ${reviews}, 0)`,
        ...(change.averageRatingReceived === undefined
          ? {}
          : { averageRating: change.averageRatingReceived.toFixed(2) }),
        currentStreak: newStreak,
        longestStreak: sql`greatest(${userStats.longestStreak}, ${newStreak})`,
        lastActivityDate: sql`CURRENT_DATE`,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('stats upsert returned no row');
  return row;
}

/** A user's unlocked achievements, first earned first. */
export async function listEarned(db: Database, userId: number): Promise<EarnedAchievement[]> {
  const rows = await db
    .select()
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(asc(userAchievements.unlockedAt), asc(userAchievements.id));
  return rows.map((row) => ({
    id: row.id,
    achievementId: row.achievementId,
    earnedAt: row.unlockedAt.toISOString(),
  }));
}

/** A user's stats as the achievements page shows them; a user with no activity yet has zeros at level 1. */
export async function getStats(db: Database, userId: number): Promise<UserStats> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('user.not_found');
  const [row] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  return {
    totalSales: row?.totalSales ?? 0,
    totalPurchases: row?.totalPurchases ?? 0,
    totalReviews: row?.totalReviews ?? 0,
    averageRating: Number(row?.averageRating ?? 0),
    currentStreak: row?.currentStreak ?? 0,
    longestStreak: row?.longestStreak ?? 0,
    daysSinceJoined: daysSince(user.createdAt),
    currentLevel: row?.level ?? 1,
    totalPoints: row?.totalPoints ?? 0,
  };
}
