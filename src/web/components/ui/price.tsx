import { msg } from '@lingui/core/macro';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';

interface PriceProps {
  /** Rupees as the API sends them ("349.00"). */
  price: string | number;
  originalPrice?: string | number | null;
  /** Adds "Save 55%" next to a struck-through original price. */
  showSaving?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

/** The percent a buyer saves on the original price, rounded down so it never overstates: 450 of 995 → 54. */
function percentSaved(price: number, originalPrice: number): number {
  return Math.floor(((originalPrice - price) / originalPrice) * 100);
}

/**
 * A price in rupees, with the original price struck through only when it is higher (spec, section 9).
 * Screen readers hear which figure is which, since the strike-through is only visual.
 */
export function Price({ price, originalPrice, showSaving = false, size = 'md', className }: PriceProps) {
  const current = Number(price);
  const original = originalPrice == null ? null : Number(originalPrice);
  const discounted = original !== null && original > current;
  const i18n = useTranslator();

  // A listing passed on for nothing says so instead of ₹0.00 (docs/decisions/093-free-listings.md).
  if (current === 0) {
    return (
      <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
        <span
          className={cn(
            'font-semibold text-status-green',
            size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-base',
          )}
        >
          {i18n._(msg`Free — collect in person`)}
        </span>
        {original !== null && original > 0 && (
          <s className={cn('text-slate-600 tabular-nums', size === 'lg' ? 'text-base' : 'text-sm')}>
            <span className="sr-only">{i18n._(msg`Original price`)} </span>
            {formatPrice(original)}
          </s>
        )}
      </span>
    );
  }

  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span
        className={cn(
          'font-semibold text-slate-900 tabular-nums',
          size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-base',
        )}
      >
        {discounted && <span className="sr-only">{i18n._(msg`Price`)} </span>}
        {formatPrice(current)}
      </span>
      {discounted && (
        <s className={cn('text-slate-600 tabular-nums', size === 'lg' ? 'text-base' : 'text-sm')}>
          <span className="sr-only">{i18n._(msg`Original price`)} </span>
          {formatPrice(original)}
        </s>
      )}
      {discounted && showSaving && (
        <span className="rounded-full bg-status-green-soft px-2 py-0.5 font-semibold text-status-green text-sm">
          {i18n._(msg`Save ${percentSaved(current, original)}%`)}
        </span>
      )}
    </span>
  );
}
