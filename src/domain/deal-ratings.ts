/**
 * The rules of rating the other person after a deal (docs/decisions/082-ratings-from-real-deals.md): each side of a
 * handed-over order part rates the other once, within RATING_WINDOW_DAYS of the hand-over, and neither sees the
 * other's rating until both have rated or BLIND_DAYS have passed — so nobody rates in revenge.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days after the hand-over during which either side may rate the other. */
export const RATING_WINDOW_DAYS = 30;

/** Days after the hand-over after which a rating shows even though the other side never rated. */
export const BLIND_DAYS = 14;

/** The longest comment a rating may carry. */
export const RATING_COMMENT_MAX = 1000;

/** Who rates whom: the buyer rates the seller of a part, or that seller rates the buyer. */
export const RATING_DIRECTIONS = ['buyer_rates_seller', 'seller_rates_buyer'] as const;
export type RatingDirection = (typeof RATING_DIRECTIONS)[number];

/** The last moment a rating of the deal handed over at `handedOverAt` is taken. */
export function ratingWindowEnds(handedOverAt: Date): Date {
  return new Date(handedOverAt.getTime() + RATING_WINDOW_DAYS * DAY_MS);
}

/** Whether a rating may still be given at `now`. */
export function isRatingWindowOpen(handedOverAt: Date, now: Date): boolean {
  return now.getTime() <= ratingWindowEnds(handedOverAt).getTime();
}

/** When the ratings of a deal show by themselves, whether or not both sides rated. */
export function blindEnds(handedOverAt: Date): Date {
  return new Date(handedOverAt.getTime() + BLIND_DAYS * DAY_MS);
}

/** Whether a rating shows at `now`: both sides have rated, or the blind days since the hand-over are over. */
export function isRatingRevealed(
  rating: { handedOverAt: Date; revealedAt: Date | null },
  now: Date,
): boolean {
  return rating.revealedAt !== null || now.getTime() >= blindEnds(rating.handedOverAt).getTime();
}

/** An average of whole stars to one decimal (0 without any): "4.3". */
export function averageOfStars(total: { sum: number; count: number }): number {
  return total.count === 0 ? 0 : Math.round((total.sum / total.count) * 10) / 10;
}
