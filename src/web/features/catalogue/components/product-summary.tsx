import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type {
  ProductDetail,
  RatingSummary as RatingSummaryData,
} from '../../../../domain/contracts/products.ts';
import { isFreePrice } from '../../../../domain/fees.ts';
import { profilePagePath } from '../../../../domain/seo.ts';
import { FreeBadge } from '../../../components/free-badge.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { VerifiedStudentBadge } from '../../../components/verified-student-badge.tsx';
import { categoryName } from '../../../lib/i18n/catalogue-labels.ts';
import { BookFacts } from './book-facts.tsx';
import { ConditionBadge } from './condition-badge.tsx';
import { RatingSummary } from './rating-summary.tsx';

interface ProductSummaryProps {
  product: ProductDetail;
  rating: RatingSummaryData | undefined;
}

/**
 * Where the pickup is: "COEP, Pune", whichever parts the seller gave; the city only once when the institute's
 * name already ends with it ("Fergusson College, Pune").
 */
function pickupPlace({
  pickupInstitution,
  pickupCity,
}: Pick<ProductDetail, 'pickupInstitution' | 'pickupCity'>): string {
  const namesCity =
    pickupInstitution &&
    pickupCity &&
    pickupInstitution.toLowerCase().trimEnd().endsWith(pickupCity.toLowerCase().trim());
  return [pickupInstitution, namesCity ? null : pickupCity].filter(Boolean).join(', ');
}

/** The seller's rating from buyers and their deals, beside "Sold by" (docs/decisions/082). */
function SellerTrustLine({ trust }: { trust: ProductDetail['seller'] }) {
  const { t } = useLingui();
  const { average, count } = trust.rating;
  const deals = trust.dealsAsSeller;
  return (
    <span className="flex w-full flex-wrap items-center gap-x-2 pl-6 text-slate-600">
      {count > 0 ? (
        <>
          <StarRating value={average} size="sm" />
          <span>
            {average.toFixed(1)} ({t`${plural(count, { one: '# rating', other: '# ratings' })}`})
          </span>
        </>
      ) : (
        <span>{t`No ratings yet`}</span>
      )}
      <span aria-hidden="true">·</span>
      <span>{t`${plural(deals, { one: '# deal completed', other: '# deals completed' })}`}</span>
    </span>
  );
}

/**
 * Category, title, rating, condition, price, pickup, seller and description, in the spec's order; a book's details
 * before its description.
 */
export function ProductSummary({ product, rating }: ProductSummaryProps) {
  const { i18n } = useLingui();
  const place = pickupPlace(product);
  const seller = product.seller.username ? (
    <Link
      to={profilePagePath(product.seller.username)}
      className="inline-flex min-h-11 items-center font-medium text-primary-800 underline underline-offset-4"
    >
      {product.sellerName}
    </Link>
  ) : (
    product.sellerName
  );
  return (
    <div className="flex flex-col gap-3">
      <Link
        to={`/browse?${new URLSearchParams({ category: product.category })}`}
        className="flex min-h-11 items-center self-start font-medium text-primary-800 text-sm underline-offset-4 hover:underline"
      >
        {categoryName(i18n, product.category)}
      </Link>
      <h1 className="font-bold text-2xl text-slate-900 leading-tight sm:text-3xl">{product.title}</h1>
      <RatingSummary summary={rating} />
      <div className="flex flex-wrap gap-1.5">
        <ConditionBadge condition={product.condition} />
        {isFreePrice(product.price) && <FreeBadge />}
      </div>
      <Price price={product.price} originalPrice={product.originalPrice} showSaving size="lg" />
      <ul className="flex flex-col gap-1.5 text-slate-700 text-sm">
        {place && (
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="flex flex-col gap-0.5">
              <span>
                <Trans>Pickup: {place}</Trans>
              </span>
              {/* The street address is for the buyer who ordered only (docs/decisions/036). */}
              <span className="text-slate-600 text-xs">
                <Trans>Collected in person; the exact place is on your order page once you order.</Trans>
              </span>
            </span>
          </li>
        )}
        <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <Trans>Sold by {seller}</Trans>
          </span>
          {product.sellerVerifiedStudent && <VerifiedStudentBadge />}
          <SellerTrustLine trust={product.seller} />
        </li>
      </ul>
      {product.book && <BookFacts book={product.book} />}
      <div>
        <h2 className="font-semibold text-slate-900">
          <Trans>Description</Trans>
        </h2>
        <p className="mt-1 whitespace-pre-line text-slate-700">{product.description}</p>
      </div>
    </div>
  );
}
