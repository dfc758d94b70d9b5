import { msg, plural } from '@lingui/core/macro';
import type { RatingSummary as RatingSummaryData } from '../../../../domain/contracts/products.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { useTranslator } from '../../../lib/i18n/use-translator.ts';

/** Stars, the average to one decimal and the count, or 'No reviews yet' (spec, section 2). */
export function RatingSummary({ summary }: { summary: RatingSummaryData | undefined }) {
  const i18n = useTranslator();
  if (!summary) return <Skeleton className="h-5 w-40" />;
  if (summary.totalReviews === 0)
    return <p className="text-slate-600 text-sm">{i18n._(msg`No reviews yet`)}</p>;
  const { averageRating, totalReviews } = summary;
  return (
    <p className="flex items-center gap-2 text-sm">
      <StarRating value={averageRating} />
      <span className="font-semibold text-slate-900">{averageRating.toFixed(1)}</span>
      <span className="text-slate-600">
        ({i18n._(msg`${plural(totalReviews, { one: '# review', other: '# reviews' })}`)})
      </span>
    </p>
  );
}
