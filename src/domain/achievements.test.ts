import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, ACHIEVEMENTS_BY_ID, type AchievementFacts, newlyUnlocked } from './achievements.ts';
import { levelForPoints, levelProgressPercent, pointsForLevel, tierFor } from './levels.ts';

const nothingYet: AchievementFacts = {
  totalSales: 0,
  totalPurchases: 0,
  totalReviews: 0,
  averageRatingReceived: 0,
  totalPoints: 0,
  daysSinceJoined: 0,
};
const progressOf = (id: string, facts: Partial<AchievementFacts>) =>
  ACHIEVEMENTS_BY_ID.get(id)?.progress({ ...nothingYet, ...facts });

describe('the achievement catalogue', () => {
  it('holds the spec catalogue with its points, requirements and rarities, plus the four time milestones', () => {
    const summary = ACHIEVEMENTS.map(({ id, points, requirement, rarity }) => [
      id,
      points,
      requirement,
      rarity,
    ]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['first_sale', 50, 1, 'common'],
        ['five_sales', 150, 5, 'rare'],
        ['ten_sales', 300, 10, 'epic'],
        ['twenty_five_sales', 500, 25, 'legendary'],
        ['first_purchase', 25, 1, 'common'],
        ['five_purchases', 100, 5, 'rare'],
        ['ten_purchases', 200, 10, 'epic'],
        ['first_review', 30, 1, 'common'],
        ['five_reviews', 100, 5, 'rare'],
        ['helpful_member', 200, 45, 'epic'],
        ['welcome', 10, 1, 'common'],
        ['hundred_points', 50, 100, 'rare'],
        ['five_hundred_points', 100, 500, 'epic'],
        ['thousand_points', 200, 1000, 'legendary'],
      ]),
    );
    expect(ACHIEVEMENTS.filter((a) => a.category === 'milestone').map((a) => a.id)).toEqual(
      expect.arrayContaining(['early_adopter', 'active_user', 'loyal_user', 'veteran_user']),
    );
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
  });

  it.each([
    ['first_sale', { totalSales: 0 }, 0],
    ['first_sale', { totalSales: 1 }, 100],
    ['five_sales', { totalSales: 4 }, 80],
    ['five_sales', { totalSales: 5 }, 100],
    ['ten_sales', { totalSales: 12 }, 100],
    ['twenty_five_sales', { totalSales: 10 }, 40],
    ['first_purchase', { totalPurchases: 1 }, 100],
    ['five_purchases', { totalPurchases: 2 }, 40],
    ['ten_purchases', { totalPurchases: 10 }, 100],
    ['first_review', { totalReviews: 1 }, 100],
    ['five_reviews', { totalReviews: 3 }, 60],
    ['helpful_member', { averageRatingReceived: 0 }, 0],
    ['helpful_member', { averageRatingReceived: 4.4 }, (44 / 45) * 100],
    ['helpful_member', { averageRatingReceived: 4.5 }, 100],
    ['welcome', {}, 100],
    ['hundred_points', { totalPoints: 99 }, 99],
    ['hundred_points', { totalPoints: 100 }, 100],
    ['five_hundred_points', { totalPoints: 250 }, 50],
    ['thousand_points', { totalPoints: 1000 }, 100],
    ['early_adopter', { daysSinceJoined: 30 }, 100],
    ['early_adopter', { daysSinceJoined: 31 }, 0],
    ['active_user', { daysSinceJoined: 29 }, (29 / 30) * 100],
    ['active_user', { daysSinceJoined: 30 }, 100],
    ['loyal_user', { daysSinceJoined: 90 }, 100],
    ['veteran_user', { daysSinceJoined: 364 }, (364 / 365) * 100],
    ['veteran_user', { daysSinceJoined: 365 }, 100],
  ])('%s with %o is %d%% done', (id, facts, percent) => {
    expect(progressOf(id, facts)).toBeCloseTo(percent);
  });

  it('unlocks only what is complete and not already held', () => {
    const unlocked = newlyUnlocked({ ...nothingYet, totalPurchases: 1 }, new Set(['welcome']));
    expect(unlocked.map((a) => a.id).sort()).toEqual(['early_adopter', 'first_purchase']);
  });
});

describe('levels', () => {
  it('need 25 × L × (L − 1) points', () => {
    expect([1, 2, 3, 5, 10].map(pointsForLevel)).toEqual([0, 50, 150, 500, 2250]);
    expect(() => pointsForLevel(0)).toThrow(RangeError);
  });

  it('are reached exactly at their threshold', () => {
    expect(levelForPoints(0)).toBe(1);
    expect(levelForPoints(49)).toBe(1);
    expect(levelForPoints(50)).toBe(2);
    expect(levelForPoints(2249)).toBe(9);
    expect(levelForPoints(2250)).toBe(10);
  });

  it('show progress towards the next level, capped at 100%', () => {
    expect(levelProgressPercent(0)).toBe(0);
    expect(levelProgressPercent(100)).toBe(50); // level 2 spans 50 … 150
    expect(levelProgressPercent(149)).toBeCloseTo(99);
  });

  it.each([
    [4, 'Beginner'],
    [5, 'Intermediate'],
    [9, 'Intermediate'],
    [10, 'Advanced'],
    [24, 'Advanced'],
    [25, 'Expert'],
    [49, 'Expert'],
    [50, 'Legend'],
  ])('give level %i the %s badge', (level, name) => {
    expect(tierFor(level).name).toBe(name);
  });
});
