import { Trans } from '@lingui/react/macro';
import { cn } from '../lib/cn.ts';
import { formatPrice } from '../lib/format.ts';

/**
 * A price an accepted offer set, beside the asking price struck through (docs/decisions/038-offers.md): the cart,
 * the checkout, the buyer's order and the seller's sale show it the same way.
 */
export function OfferPrice({
  price,
  askingPrice,
  className,
}: {
  /** The agreed price of one unit, rupees ("450.00"). */
  price: string;
  askingPrice: string;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className="rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-slate-900 text-xs">
        <Trans>Offer price</Trans>
      </span>
      <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(price)}</span>
      <s className="text-slate-600 text-sm tabular-nums">
        <span className="sr-only">
          <Trans>Asking price</Trans>{' '}
        </span>
        {formatPrice(askingPrice)}
      </s>
    </span>
  );
}
