import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { displayName } from '../../../../domain/display-name.ts';
import { ReportMenu } from '../../../components/report-menu.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { useProductReviews } from '../api/get-product-reviews.ts';

/** A listing's reviews, newest first: reviewer, stars, date and comment. */
export function ReviewList({ productId }: { productId: number }) {
  const { t } = useLingui();
  const { formatDate } = useFormatters();
  const { data: reviews, isPending, isError } = useProductReviews(productId);

  useEffect(() => {
    if (isError) toast({ title: t`Failed to load reviews`, variant: 'destructive' });
  }, [isError, t]);

  if (isPending) return <ReviewListSkeleton />;
  if (isError)
    return (
      <p className="py-6 text-slate-600">
        <Trans>Reviews could not be loaded right now.</Trans>
      </p>
    );
  if (reviews.length === 0) {
    return (
      <p className="flex items-center gap-2 py-6 text-slate-600">
        <MessageSquare aria-hidden="true" className="size-5 shrink-0" />
        <Trans>No reviews yet. Be the first to review this product!</Trans>
      </p>
    );
  }

  return (
    <ul className="divide-y">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-col gap-1.5 py-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <p className="font-semibold text-slate-900">
              {/* No one's once the reviewer deleted their account (docs/decisions/081). */}
              {review.userId === null ? t`A former student` : displayName(review.user)}
            </p>
            <div className="flex items-center gap-1">
              <time dateTime={review.createdAt} className="text-slate-600 text-sm">
                {formatDate(review.createdAt)}
              </time>
              {!review.removed && (
                <ReportMenu targetType="review" targetId={review.id} ownerId={review.userId} />
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StarRating value={review.rating} size="sm" />
            {/* Only a buyer who received the listing can review it (docs/decisions/082). */}
            {review.orderId !== null && (
              <Badge tone="green">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                <Trans>Verified purchase</Trans>
              </Badge>
            )}
          </div>
          {review.removed ? (
            <p className="text-slate-600 italic">
              <Trans>Removed by the PassItOn team</Trans>
            </p>
          ) : (
            review.comment && <p className="whitespace-pre-line text-slate-800">{review.comment}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Three grey rows in the shape of reviews (spec, section 9). */
function ReviewListSkeleton() {
  return (
    <div role="status" className="divide-y">
      <span className="sr-only">
        <Trans>Loading reviews…</Trans>
      </span>
      {[1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2 py-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
