import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../../domain/contracts/auth.ts';
import type {
  ProductDetail,
  RatingSummary as RatingSummaryData,
} from '../../../../domain/contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { signInPath } from '../../../lib/sign-in-return.ts';
import { useProductReviews } from '../api/get-product-reviews.ts';
import { useReviewableOrder } from '../api/get-reviewable-order.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewList } from './review-list.tsx';

type ReviewTab = 'reviews' | 'write';

interface ProductReviewsProps {
  product: ProductDetail;
  rating: RatingSummaryData | undefined;
  /** The signed-in user, null for a guest, undefined while unknown. */
  viewer: User | null | undefined;
}

/** The 'Reviews' (default) and 'Write Review' tabs (spec, section 2). */
export function ProductReviews({ product, rating, viewer }: ProductReviewsProps) {
  const [tab, setTab] = useState<ReviewTab>('reviews');
  const { t } = useLingui();

  return (
    <section aria-label={t`Reviews`} className="rounded-lg border bg-white p-4 shadow-soft sm:p-6">
      <Tabs value={tab} onValueChange={(value) => setTab(value as ReviewTab)}>
        <TabsList aria-label={t`Reviews`}>
          <TabsTrigger value="reviews">
            <Trans>Reviews</Trans>
          </TabsTrigger>
          <TabsTrigger value="write">
            <Trans>Write Review</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="reviews">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <h2 className="font-semibold text-slate-900 text-xl">
              <Trans>Customer Reviews</Trans>
            </h2>
            <RatingSummary summary={rating} />
          </div>
          <ReviewList productId={product.id} />
        </TabsContent>
        <TabsContent value="write">
          <WriteReview product={product} viewer={viewer} onSubmitted={() => setTab('reviews')} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

interface WriteReviewProps {
  product: ProductDetail;
  viewer: User | null | undefined;
  onSubmitted: () => void;
}

function WriteReview({ product, viewer, onSubmitted }: WriteReviewProps) {
  const { data: reviews } = useProductReviews(product.id);

  if (!viewer) {
    return (
      <div className="flex flex-col items-start gap-3 py-2">
        <p className="text-slate-700">
          <Trans>You need to be logged in to write a review.</Trans>
        </p>
        <Button asChild>
          <Link to={signInPath(`/product/${product.id}`, 'review')}>
            <Trans>Sign In to Write Review</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  // The server refuses both (one review per person, none on your own listing); say so before the typing.
  if (viewer.id === product.sellerId) {
    return (
      <p className="py-2 text-slate-700">
        <Trans>This is your listing, so you cannot review it.</Trans>
      </p>
    );
  }
  if (reviews?.some((review) => review.userId === viewer.id)) {
    return (
      <p className="py-2 text-slate-700">
        <Trans>You have reviewed this product. Thank you!</Trans>
      </p>
    );
  }
  return <ReviewIfReceived product={product} viewer={viewer} onSubmitted={onSubmitted} />;
}

/** Only a buyer who received the listing may review it (docs/decisions/082): the form comes with their order. */
function ReviewIfReceived({ product, viewer, onSubmitted }: WriteReviewProps & { viewer: User }) {
  const order = useReviewableOrder(product.id);
  if (order.isPending) return <Skeleton className="h-24 w-full" />;
  // A failed check is not a "no": the student may well have received it.
  if (order.isError) {
    return (
      <div className="flex flex-col items-start gap-3 py-2">
        <p className="text-slate-700">
          <Trans>We could not check whether you can review this listing.</Trans>
        </p>
        <Button variant="outline" onClick={() => void order.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const orderId = order.data?.orderId;
  if (!orderId) {
    return (
      <p className="py-2 text-slate-700">
        <Trans>You can review a listing after you have received it.</Trans>
      </p>
    );
  }
  return <ReviewForm productId={product.id} orderId={orderId} userId={viewer.id} onSubmitted={onSubmitted} />;
}
