import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { OrderItem } from '../../../../domain/contracts/orders.ts';
import { isFreePrice } from '../../../../domain/fees.ts';
import { thumbnailUrl } from '../../../../domain/images.ts';
import { FreeCollectInPerson } from '../../../components/free-badge.tsx';
import { OfferPrice } from '../../../components/offer-price.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { formatPrice } from '../../../lib/format.ts';

/** The items of an order as they were bought: the title and price saved with the order, not today's. */
export function OrderLines({ items }: { items: readonly OrderItem[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Items`} className="flex flex-col gap-3">
      {items.map((item) => {
        const cover = item.product?.images[0];
        return (
          <li key={item.id} className="flex gap-3 text-sm">
            <ImageWithFallback
              src={cover ? thumbnailUrl(cover) : undefined}
              alt=""
              width={48}
              height={64}
              loading="lazy"
              className="h-16 w-12 shrink-0 rounded-md object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="line-clamp-2 font-medium text-slate-900">
                {item.product ? (
                  <Link to={`/product/${item.product.id}`} className="hover:underline">
                    {item.productTitle}
                  </Link>
                ) : (
                  item.productTitle
                )}
              </p>
              {item.offerId !== null ? (
                <OfferPrice price={item.price} askingPrice={item.productPrice} />
              ) : isFreePrice(item.price) ? (
                <FreeCollectInPerson />
              ) : (
                <p className="text-slate-600 tabular-nums">
                  {item.quantity} × {formatPrice(item.price)}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
