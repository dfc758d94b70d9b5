import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { Product } from '../../../../domain/contracts/products.ts';
import { isFreePrice } from '../../../../domain/fees.ts';
import { thumbnailUrl } from '../../../../domain/images.ts';
import { isLanguage, type Language } from '../../../../domain/languages.ts';
import { FavouriteButton } from '../../../components/favourite-button.tsx';
import { FreeBadge } from '../../../components/free-badge.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VerifiedStudentBadge } from '../../../components/verified-student-badge.tsx';
import { formatTimeAgo } from '../../../lib/format.ts';
import { categoryName } from '../../../lib/i18n/catalogue-labels.ts';
import { useNow } from '../../../lib/use-now.ts';
import { ConditionBadge } from './condition-badge.tsx';

// The thumbnails the server makes for cards: small images (docs/decisions/007-look-and-accessibility.md).
const THUMBNAIL_WIDTH = 240;
const THUMBNAIL_HEIGHT = 320;

interface ProductCardProps {
  /** A page of results says whether the seller is a verified student; a saved listing does not. */
  product: Product & { sellerVerifiedStudent?: boolean };
  /**
   * How soon the cover loads: `first` (a phone's first row, where the page's largest element usually is) at once
   * and ahead of everything else; `visible` (the rest of a laptop's first row) at once; `later` when it scrolls
   * near the screen.
   */
  coverLoads?: 'first' | 'visible' | 'later';
}

/**
 * Where a listing can be picked up and how recent it is: 'Fergusson College · Pune · 2 days ago'
 * (docs/decisions/017-student-search.md).
 */
export function whereAndWhen(product: Product, now: Date, language: Language = 'en'): string {
  const parts = [product.pickupInstitution, product.pickupCity]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return [...parts, formatTimeAgo(product.createdAt, now, language)].join(' · ');
}

/** A listing in a grid; the whole card opens /product/{id}. */
export function ProductCard({ product, coverLoads = 'later' }: ProductCardProps) {
  const [cover] = product.images;
  // The server's render time until hydration, so a server-rendered card hydrates with the words it was sent with.
  const now = useNow();
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <article
      data-tour="product"
      className="relative flex h-full flex-col overflow-hidden rounded-lg border bg-white shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-primary-600 hover:shadow-md"
    >
      <ImageWithFallback
        src={cover ? thumbnailUrl(cover) : undefined}
        // The title is the link's name right below; describing the cover again would repeat it.
        alt=""
        width={THUMBNAIL_WIDTH}
        height={THUMBNAIL_HEIGHT}
        loading={coverLoads === 'later' ? 'lazy' : 'eager'}
        fetchPriority={coverLoads === 'first' ? 'high' : 'auto'}
        className="aspect-[3/4] w-full bg-slate-100 object-cover"
      />
      {/* Above the link that covers the card, so a tap on the heart saves instead of opening the listing. */}
      <FavouriteButton product={product} className="absolute top-2 right-2 z-10" />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="text-slate-600 text-xs">{categoryName(i18n, product.category)}</p>
        <h3 className="line-clamp-2 font-medium text-slate-900 text-sm leading-snug">
          {/* The link covers the whole card, so the image and price are part of the touch target. */}
          <Link to={`/product/${product.id}`} className="outline-none after:absolute after:inset-0">
            {product.title}
          </Link>
        </h3>
        <div className="mt-auto flex flex-col items-start gap-1.5 pt-1">
          <div className="flex flex-wrap gap-1.5">
            <ConditionBadge condition={product.condition} />
            {isFreePrice(product.price) && <FreeBadge />}
            {product.sellerVerifiedStudent && <VerifiedStudentBadge />}
          </div>
          <Price price={product.price} originalPrice={product.originalPrice} />
          <p className="line-clamp-1 text-slate-600 text-xs">{whereAndWhen(product, now, language)}</p>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-lg border bg-white shadow-soft">
      <Skeleton square className="aspect-[3/4] w-full" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-5 w-16" />
      </div>
    </div>
  );
}
