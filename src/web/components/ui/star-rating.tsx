import { msg } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';

export const STARS = [1, 2, 3, 4, 5] as const;

// A darker outline around each star keeps its shape visible (3:1) on white; the fill alone is too pale.
export const filledStarClasses = 'fill-accent-400 text-accent-700';
export const emptyStarClasses = 'fill-slate-100 text-slate-400';

interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star (4.5 shows four and a half). */
  value: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** A read-only row of five stars, named "Rated 4.5 out of 5" for screen readers. */
export function StarRating({ value, size = 'md', className }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, value));
  const starSize = size === 'sm' ? 'size-4' : 'size-5';
  const rating = Number(clamped.toFixed(1));
  const i18n = useTranslator();
  return (
    <span
      role="img"
      aria-label={i18n._(msg`Rated ${rating} out of 5`)}
      className={cn('relative inline-flex shrink-0', className)}
    >
      <span className="flex">
        {STARS.map((star) => (
          <Star key={star} aria-hidden="true" className={cn(starSize, emptyStarClasses)} />
        ))}
      </span>
      {/* The filled row on top, cut to the rating's width. */}
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden"
        style={{ width: `${(clamped / 5) * 100}%` }}
      >
        {STARS.map((star) => (
          <Star key={star} aria-hidden="true" className={cn(starSize, 'shrink-0', filledStarClasses)} />
        ))}
      </span>
    </span>
  );
}
