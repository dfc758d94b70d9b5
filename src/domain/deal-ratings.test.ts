import { describe, expect, it } from 'vitest';
import {
  averageOfStars,
  blindEnds,
  isRatingRevealed,
  isRatingWindowOpen,
  ratingWindowEnds,
} from './deal-ratings.ts';

const handedOverAt = new Date('2026-11-01T10:00:00.000Z');
const days = (count: number) => new Date(handedOverAt.getTime() + count * 86_400_000);

describe('the window for rating a deal', () => {
  it('is open for 30 days after the hand-over and closed a moment later', () => {
    expect(ratingWindowEnds(handedOverAt).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(isRatingWindowOpen(handedOverAt, days(0))).toBe(true);
    expect(isRatingWindowOpen(handedOverAt, days(30))).toBe(true);
    expect(isRatingWindowOpen(handedOverAt, new Date(days(30).getTime() + 1))).toBe(false);
  });
});

describe('when a rating shows', () => {
  it('stays hidden while only one side has rated and fewer than 14 days have passed', () => {
    expect(isRatingRevealed({ handedOverAt, revealedAt: null }, days(13.9))).toBe(false);
  });

  it('shows as soon as both sides have rated', () => {
    expect(isRatingRevealed({ handedOverAt, revealedAt: days(1) }, days(1))).toBe(true);
  });

  it('shows 14 days after the hand-over even if the other side never rated', () => {
    expect(blindEnds(handedOverAt).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(isRatingRevealed({ handedOverAt, revealedAt: null }, days(14))).toBe(true);
  });
});

describe('an average of stars', () => {
  it('is rounded to one decimal, and 0 without any', () => {
    expect(averageOfStars({ sum: 13, count: 3 })).toBe(4.3);
    expect(averageOfStars({ sum: 0, count: 0 })).toBe(0);
  });
});
