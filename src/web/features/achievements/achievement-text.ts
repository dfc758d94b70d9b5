import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Achievement, Rarity } from '../../../domain/achievements.ts';
import type { TierName } from '../../../domain/levels.ts';

/*
 * The achievements' words in the reader's language. The catalogue (domain/achievements.ts) names each one in the
 * spec's English; the page shows it translated, keyed by its id. One the list does not know yet keeps its English.
 */

const ACHIEVEMENT_TEXT: Record<string, { name: MessageDescriptor; description: MessageDescriptor }> = {
  first_sale: { name: msg`First Sale`, description: msg`Sell your first item` },
  five_sales: { name: msg`Rising Seller`, description: msg`Make 5 sales` },
  ten_sales: { name: msg`Trusted Seller`, description: msg`Make 10 sales` },
  twenty_five_sales: { name: msg`Super Seller`, description: msg`Make 25 sales` },
  first_purchase: { name: msg`First Purchase`, description: msg`Buy your first item` },
  five_purchases: { name: msg`Active Buyer`, description: msg`Make 5 purchases` },
  ten_purchases: { name: msg`Frequent Buyer`, description: msg`Make 10 purchases` },
  first_review: { name: msg`First Review`, description: msg`Write your first review` },
  five_reviews: { name: msg`Helpful Reviewer`, description: msg`Write 5 reviews` },
  helpful_member: { name: msg`Helpful Member`, description: msg`Maintain a 4.5+ average rating from buyers` },
  welcome: { name: msg`Welcome`, description: msg`Create an account` },
  hundred_points: { name: msg`Century Club`, description: msg`Earn 100 points` },
  five_hundred_points: { name: msg`Point Champion`, description: msg`Earn 500 points` },
  thousand_points: { name: msg`Point Legend`, description: msg`Earn 1,000 points` },
  early_adopter: { name: msg`Early Adopter`, description: msg`Get going within your first 30 days` },
  active_user: { name: msg`Active User`, description: msg`Be a member for 30 days` },
  loyal_user: { name: msg`Loyal User`, description: msg`Be a member for 90 days` },
  veteran_user: { name: msg`Veteran`, description: msg`Be a member for a year` },
};

/** An achievement's name in the reader's language. */
export function achievementName(i18n: I18n, achievement: Pick<Achievement, 'id' | 'name'>): string {
  const text = ACHIEVEMENT_TEXT[achievement.id];
  return text ? i18n._(text.name) : achievement.name;
}

/** What an achievement asks, in the reader's language. */
export function achievementDescription(
  i18n: I18n,
  achievement: Pick<Achievement, 'id' | 'description'>,
): string {
  const text = ACHIEVEMENT_TEXT[achievement.id];
  return text ? i18n._(text.description) : achievement.description;
}

const RARITY_NAMES: Record<Rarity, MessageDescriptor> = {
  common: msg`Common`,
  rare: msg`Rare`,
  epic: msg`Epic`,
  legendary: msg`Legendary`,
};

export function rarityName(i18n: I18n, rarity: Rarity): string {
  return i18n._(RARITY_NAMES[rarity]);
}

const TIER_NAMES: Record<TierName, MessageDescriptor> = {
  Beginner: msg`Beginner`,
  Intermediate: msg`Intermediate`,
  Advanced: msg`Advanced`,
  Expert: msg`Expert`,
  Legend: msg`Legend`,
};

export function tierName(i18n: I18n, tier: TierName): string {
  return i18n._(TIER_NAMES[tier]);
}
