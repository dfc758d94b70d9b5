import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SaleItem } from '../../../../domain/contracts/sales.ts';
import { isFreePrice } from '../../../../domain/fees.ts';
import { thumbnailUrl } from '../../../../domain/images.ts';
import { FreeCollectInPerson } from '../../../components/free-badge.tsx';
import { OfferPrice } from '../../../components/offer-price.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { formatPrice } from '../../../lib/format.ts';

/** The seller's lines of the order, at the seller's own price. */
export function SaleLines({ items }: { items: readonly SaleItem[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Items`} className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.productId} className="flex gap-3 text-sm">
          <ImageWithFallback
            src={item.image ? thumbnailUrl(item.image) : undefined}
            alt=""
            width={48}
            height={64}
            loading="lazy"
            className="h-16 w-12 shrink-0 rounded-md object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <Link
              to={`/product/${item.productId}`}
              className="line-clamp-2 font-medium text-slate-900 hover:underline"
            >
              {item.productTitle}
            </Link>
            {item.askingPrice !== null ? (
              <OfferPrice price={item.unitPrice} askingPrice={item.askingPrice} />
            ) : isFreePrice(item.unitPrice) ? (
              <FreeCollectInPerson />
            ) : (
              <p className="text-slate-600 tabular-nums">
                {item.quantity} × {formatPrice(item.unitPrice)}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
