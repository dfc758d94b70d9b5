import type { RatingSummary as RatingSummaryData } from '../../../../domain/contracts/products.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';

/** Stars, the average to one decimal and the count, or 'No reviews yet' (spec, section 2). */
export function RatingSummary({ summary }: { summary: RatingSummaryData | undefined }) {
  if (!summary) return <Skeleton className="h-5 w-40" />;
  if (summary.totalReviews === 0) return <p className="text-slate-600 text-sm">No reviews yet</p>;
  const { averageRating, totalReviews } = summary;
  return (
    <p className="flex items-center gap-2 text-sm">
      <StarRating value={averageRating} />
      <span className="font-semibold text-slate-900">{averageRating.toFixed(1)}</span>
      <span className="text-slate-600">
        ({totalReviews} {totalReviews === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
