/**
 * The achievement catalogue (spec, section 3) and the rules that unlock them. The server awards them when
 * things happen; the web shows the same rules as progress.
 */

export type AchievementCategory = 'seller' | 'buyer' | 'community' | 'milestone';
export type AchievementIcon =
  | 'trophy'
  | 'star'
  | 'cart'
  | 'package'
  | 'users'
  | 'trending'
  | 'target'
  | 'award';
export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

/** What a user has done so far: the numbers every rule reads. */
export interface AchievementFacts {
  totalSales: number;
  totalPurchases: number;
  totalReviews: number;
  /** Average star rating buyers gave the user's listings; 0 until the first review. */
  averageRatingReceived: number;
  totalPoints: number;
  daysSinceJoined: number;
}

export interface Achievement {
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  category: AchievementCategory;
  points: number;
  /** The number the rule compares against (helpful_member: 45 means a 4.5 average). */
  requirement: number;
  rarity: Rarity;
  /** How far along the user is, 0–100. */
  progress(facts: AchievementFacts): number;
}

const towards = (value: number, target: number) => Math.min(100, Math.max(0, (value / target) * 100));

function counting(
  metric: 'totalSales' | 'totalPurchases' | 'totalReviews' | 'totalPoints',
  fields: Omit<Achievement, 'progress'>,
): Achievement {
  return { ...fields, progress: (facts) => towards(facts[metric], fields.requirement) };
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  counting('totalSales', {
    id: 'first_sale',
    name: 'First Sale',
    description: 'Sell your first item',
    icon: 'package',
    category: 'seller',
    points: 50,
    requirement: 1,
    rarity: 'common',
  }),
  counting('totalSales', {
    id: 'five_sales',
    name: 'Rising Seller',
    description: 'Make 5 sales',
    icon: 'trending',
    category: 'seller',
    points: 150,
    requirement: 5,
    rarity: 'rare',
  }),
  counting('totalSales', {
    id: 'ten_sales',
    name: 'Trusted Seller',
    description: 'Make 10 sales',
    icon: 'award',
    category: 'seller',
    points: 300,
    requirement: 10,
    rarity: 'epic',
  }),
  counting('totalSales', {
    id: 'twenty_five_sales',
    name: 'Super Seller',
    description: 'Make 25 sales',
    icon: 'trophy',
    category: 'seller',
    points: 500,
    requirement: 25,
    rarity: 'legendary',
  }),
  counting('totalPurchases', {
    id: 'first_purchase',
    name: 'First Purchase',
    description: 'Buy your first item',
    icon: 'cart',
    category: 'buyer',
    points: 25,
    requirement: 1,
    rarity: 'common',
  }),
  counting('totalPurchases', {
    id: 'five_purchases',
    name: 'Active Buyer',
    description: 'Make 5 purchases',
    icon: 'cart',
    category: 'buyer',
    points: 100,
    requirement: 5,
    rarity: 'rare',
  }),
  counting('totalPurchases', {
    id: 'ten_purchases',
    name: 'Frequent Buyer',
    description: 'Make 10 purchases',
    icon: 'trending',
    category: 'buyer',
    points: 200,
    requirement: 10,
    rarity: 'epic',
  }),
  counting('totalReviews', {
    id: 'first_review',
    name: 'First Review',
    description: 'Write your first review',
    icon: 'star',
    category: 'community',
    points: 30,
    requirement: 1,
    rarity: 'common',
  }),
  counting('totalReviews', {
    id: 'five_reviews',
    name: 'Helpful Reviewer',
    description: 'Write 5 reviews',
    icon: 'star',
    category: 'community',
    points: 100,
    requirement: 5,
    rarity: 'rare',
  }),
  {
    id: 'helpful_member',
    name: 'Helpful Member',
    description: 'Maintain a 4.5+ average rating from buyers',
    icon: 'users',
    category: 'community',
    points: 200,
    requirement: 45,
    rarity: 'epic',
    progress: (facts) => towards(facts.averageRatingReceived * 10, 45),
  },
  {
    id: 'welcome',
    name: 'Welcome',
    description: 'Create an account',
    icon: 'award',
    category: 'milestone',
    points: 10,
    requirement: 1,
    rarity: 'common',
    progress: () => 100,
  },
  counting('totalPoints', {
    id: 'hundred_points',
    name: 'Century Club',
    description: 'Earn 100 points',
    icon: 'target',
    category: 'milestone',
    points: 50,
    requirement: 100,
    rarity: 'rare',
  }),
  counting('totalPoints', {
    id: 'five_hundred_points',
    name: 'Point Champion',
    description: 'Earn 500 points',
    icon: 'target',
    category: 'milestone',
    points: 100,
    requirement: 500,
    rarity: 'epic',
  }),
  counting('totalPoints', {
    id: 'thousand_points',
    name: 'Point Legend',
    description: 'Earn 1,000 points',
    icon: 'trophy',
    category: 'milestone',
    points: 200,
    requirement: 1000,
    rarity: 'legendary',
  }),
  {
    id: 'early_adopter',
    name: 'Early Adopter',
    description: 'Get going within your first 30 days',
    icon: 'trending',
    category: 'milestone',
    points: 25,
    requirement: 30,
    rarity: 'common',
    progress: (facts) => (facts.daysSinceJoined <= 30 ? 100 : 0),
  },
  days('active_user', 'Active User', 'Be a member for 30 days', 30, 50, 'rare'),
  days('loyal_user', 'Loyal User', 'Be a member for 90 days', 90, 100, 'epic'),
  days('veteran_user', 'Veteran', 'Be a member for a year', 365, 250, 'legendary'),
];

function days(
  id: string,
  name: string,
  description: string,
  requirement: number,
  points: number,
  rarity: Rarity,
): Achievement {
  return {
    id,
    name,
    description,
    icon: 'award',
    category: 'milestone',
    points,
    requirement,
    rarity,
    progress: (facts) => towards(facts.daysSinceJoined, requirement),
  };
}

export const ACHIEVEMENTS_BY_ID: ReadonlyMap<string, Achievement> = new Map(
  ACHIEVEMENTS.map((a) => [a.id, a]),
);

/** The achievements the facts unlock (progress 100%) that are not yet held. */
export function newlyUnlocked(facts: AchievementFacts, held: ReadonlySet<string>): Achievement[] {
  return ACHIEVEMENTS.filter(
    (achievement) => !held.has(achievement.id) && achievement.progress(facts) >= 100,
  );
}
