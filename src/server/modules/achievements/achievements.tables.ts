import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

export const userAchievements = pgTable(
  'user_achievements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
    currentProgress: integer('current_progress').notNull().default(0),
  },
  (table) => [
    // Awarding is idempotent: the same achievement can never be unlocked twice.
    uniqueIndex('user_achievements_user_achievement_idx').on(table.userId, table.achievementId),
    index('user_achievements_user_unlocked_idx').on(table.userId, table.unlockedAt),
  ],
);

export const userStats = pgTable('user_stats', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  totalPoints: integer('total_points').notNull().default(0),
  totalSales: integer('total_sales').notNull().default(0),
  totalPurchases: integer('total_purchases').notNull().default(0),
  totalReviews: integer('total_reviews').notNull().default(0),
  averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
  currentStreak: integer('current_streak').notNull().default(0),
  longestStreak: integer('longest_streak').notNull().default(0),
  lastActivityDate: date('last_activity_date').notNull().default(sql`CURRENT_DATE`),
  level: integer('level').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
