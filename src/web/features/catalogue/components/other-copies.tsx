import { Trans } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductQuery } from '../../../../domain/contracts/products.ts';
import { Price } from '../../../components/ui/price.tsx';
import { useProducts } from '../api/get-products.ts';
import { ConditionBadge } from './condition-badge.tsx';

/** Copies shown beside a listing: enough to compare prices without turning the page into a list. */
const OTHER_COPIES_SHOWN = 5;

/** The page of listings the other copies are read from (cheapest first, one more than shown, as it may be this one). */
export function otherCopiesQuery(isbn: string): ProductQuery {
  return { isbn, sort: 'price_asc', limit: OTHER_COPIES_SHOWN + 1 };
}

/**
 * "Other copies of this book": the other listed copies with the same ISBN, cheapest first, with their condition
 * and city (docs/decisions/091-book-details.md). Nothing when there are none.
 */
export function OtherCopies({ isbn, productId }: { isbn: string; productId: number }) {
  const copies = useProducts(otherCopiesQuery(isbn));
  const page = copies.data?.products ?? [];
  const others = page.filter((copy) => copy.id !== productId).slice(0, OTHER_COPIES_SHOWN);
  if (others.length === 0) return null;
  // More copies than shown: one left off this page, or more pages than this one.
  const selfOnPage = page.some((copy) => copy.id === productId);
  const more = page.length > others.length + (selfOnPage ? 1 : 0) || (copies.data?.total ?? 0) > page.length;
  return (
    <section aria-labelledby="other-copies-heading" className="flex flex-col gap-3">
      <h2 id="other-copies-heading" className="font-semibold text-lg text-slate-900">
        <Trans>Other copies of this book</Trans>
      </h2>
      <ul className="divide-y rounded-lg border bg-white">
        {others.map((copy) => (
          <li key={copy.id}>
            <Link
              to={`/product/${copy.id}`}
              className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50"
            >
              <Price price={copy.price} />
              <ConditionBadge condition={copy.condition} />
              {copy.pickupCity && (
                <span className="flex items-center gap-1 text-slate-600 text-sm">
                  <MapPin aria-hidden="true" className="size-4" />
                  {copy.pickupCity}
                </span>
              )}
              <span className="min-w-0 flex-1 basis-full truncate text-slate-700 text-sm sm:basis-auto">
                {copy.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {more && (
        <Link
          to={`/browse?${new URLSearchParams({ isbn, sort: 'price_asc' })}`}
          className="flex min-h-11 items-center self-start font-medium text-primary-800 text-sm underline-offset-4 hover:underline"
        >
          <Trans>See every copy of this book</Trans>
        </Link>
      )}
    </section>
  );
}
