import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CreditCard, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { thumbnailUrl } from '../../../../domain/images.ts';
import { OfferPrice } from '../../../components/offer-price.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { lineProblem } from '../../../lib/cart/cart-lines.ts';
import type { CartLine } from '../../../lib/cart/get-cart.ts';
import { cn } from '../../../lib/cn.ts';
import { categoryName, conditionName } from '../../../lib/i18n/catalogue-labels.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartQuantity } from '../api/update-cart-quantity.ts';
import { CartQuantityControl } from './cart-quantity-control.tsx';

/** One cart line: what it is, its price, how many, and the way to take it out. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { i18n, t } = useLingui();
  const updateQuantity = useUpdateCartQuantity();
  const removeItem = useRemoveCartItem();
  const { product } = line;
  const { title } = product;
  const [cover] = product.images;
  const problem = lineProblem(i18n, line);

  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-white p-3 shadow-soft sm:p-4">
      <div className="flex gap-3">
        <ImageWithFallback
          src={cover ? thumbnailUrl(cover) : undefined}
          // The title next to it names the line; the cover would only repeat it.
          alt=""
          width={72}
          height={96}
          loading="lazy"
          className={cn('h-24 w-18 shrink-0 rounded-md object-cover', !product.available && 'grayscale')}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="line-clamp-2 font-medium text-slate-900 leading-snug">
            <Link to={`/product/${product.id}`} className="hover:underline">
              {product.title}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-slate-600 text-sm">
            {categoryName(i18n, product.category)}
            <Badge>{conditionName(i18n, product.condition)}</Badge>
          </p>
          {line.offer ? (
            <OfferPrice price={line.offer.price} askingPrice={product.price} />
          ) : (
            <Price price={product.price} originalPrice={product.originalPrice} />
          )}
          {/* Said here already, so the checkout's choice of payment is no surprise (docs/decisions/048). */}
          {!line.cashOnDelivery && (
            <p className="flex items-center gap-1.5 text-slate-700 text-sm">
              <CreditCard aria-hidden="true" className="size-4 shrink-0" />
              <Trans>Online payment only</Trans>
            </p>
          )}
          {problem && (
            <p className="flex items-center gap-1.5 font-medium text-status-red text-sm">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {problem}
            </p>
          )}
        </div>
      </div>
      {/* From 640 px the controls line up under the text rather than the cover. */}
      <div className="flex items-center justify-between gap-2 sm:pl-21">
        <CartQuantityControl
          title={product.title}
          quantity={line.quantity}
          stock={product.quantity}
          disabled={!product.available}
          onQuantityChange={(quantity) => updateQuantity.mutate({ line, quantity })}
        />
        <Button
          variant="ghost"
          aria-label={t`Remove ${title}`}
          loading={removeItem.isPending}
          onClick={() => removeItem.mutate(line)}
          tone="danger"
        >
          <Trash2 aria-hidden="true" className="size-5" />
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}
