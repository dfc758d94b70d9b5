import type { ReactNode } from 'react';
import {
  DELIVERY_FEE,
  discountPercentFor,
  effectiveFeePercent,
  feePercentFor,
  orderTotals,
  REFERENCE_FEE_PERCENT,
} from '../../../domain/fees.ts';
import { type Paise, toPaise, toRupeeString } from '../../../domain/money.ts';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format.ts';
import { Badge } from './badge.tsx';

/** What the order summary shows, in paise. */
export interface FeeSummary {
  subtotal: Paise;
  platformFee: Paise;
  delivery: Paise;
  total: Paise;
  /** The rate charged: the tier's rate, or for lines of different tiers the fee as a share of the subtotal. */
  feePercent: number;
}

export interface PricedItem {
  /** The seller's unit price in rupees, as the API sends it ("349.00"). */
  price: string;
  quantity: number;
}

/** The summary of lines about to be bought, with the same domain rules the server applies to the order. */
export function summariseFees(items: readonly PricedItem[]): FeeSummary {
  const totals = orderTotals(items.map(({ price, quantity }) => ({ unitPrice: toPaise(price), quantity })));
  return { ...totals, feePercent: chargedFeePercent(items, totals) };
}

/** The summary of a placed order, from the figures the server stored for it. */
export function storedFeeSummary(
  order: { subtotal: string; commission: string; totalAmount: string },
  items: readonly PricedItem[],
): FeeSummary {
  const totals = { subtotal: toPaise(order.subtotal), platformFee: toPaise(order.commission) };
  return {
    ...totals,
    delivery: DELIVERY_FEE,
    total: toPaise(order.totalAmount),
    feePercent: chargedFeePercent(items, totals),
  };
}

function chargedFeePercent(
  items: readonly PricedItem[],
  totals: { subtotal: Paise; platformFee: Paise },
): number {
  const rates = new Set(items.map(({ price }) => feePercentFor(toPaise(price))));
  const [onlyRate] = rates;
  return rates.size === 1 && onlyRate !== undefined ? onlyRate : effectiveFeePercent(totals);
}

/** 20% of the subtotal, rounded half up to the paisa: the reference fee shown struck through, never charged. */
function referenceFee(subtotal: Paise): Paise {
  return Math.floor((subtotal * REFERENCE_FEE_PERCENT + 50) / 100);
}

const money = (paise: Paise) => formatPrice(toRupeeString(paise));

/**
 * The order summary's figures (spec, section 9): subtotal, the struck-through 'Platform Fee (20%)', the
 * percent-off badge, the 'Discounted Platform Fee' at the real rate, free delivery and the total.
 */
export function FeeBreakdown({ summary, className }: { summary: FeeSummary; className?: string }) {
  // 25, 50 or 75 for one tier; a mixed cart's rate has a decimal, and the badge shows whole percents.
  const percentOff = Math.round(discountPercentFor(summary.feePercent));
  // Nothing to buy (every line sold out or removed): no fee, so no discount to boast about.
  const hasFee = summary.subtotal > 0;
  return (
    <dl className={cn('flex flex-col gap-2 text-sm tabular-nums', className)}>
      <Row label="Subtotal" value={money(summary.subtotal)} />
      {hasFee && (
        <>
          <Row
            label={
              <>
                <span className="sr-only">Not charged: </span>
                <s>Platform Fee ({REFERENCE_FEE_PERCENT}%)</s>
              </>
            }
            value={<s>{money(referenceFee(summary.subtotal))}</s>}
            className="text-slate-500"
          />
          <Row
            label={
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>Discounted Platform Fee ({summary.feePercent}%)</span>
                <Badge tone="green">{percentOff}% OFF</Badge>
              </span>
            }
            value={money(summary.platformFee)}
          />
        </>
      )}
      <Row label="Delivery" value={summary.delivery === 0 ? 'Free' : money(summary.delivery)} />
      <Row
        label="Total"
        value={money(summary.total)}
        className="mt-1 border-t pt-3 font-semibold text-base text-slate-900"
      />
    </dl>
  );
}

function Row({ label, value, className }: { label: ReactNode; value: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-start justify-between gap-4 text-slate-700', className)}>
      <dt>{label}</dt>
      <dd className="shrink-0 text-right">{value}</dd>
    </div>
  );
}
