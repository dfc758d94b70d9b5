import type { ReactNode } from 'react';
import { type FeeSummary, feeLines } from '../../../domain/fees.ts';
import { type Paise, toRupeeString } from '../../../domain/money.ts';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format.ts';
import { Badge } from './badge.tsx';

const money = (paise: Paise) => formatPrice(toRupeeString(paise));

/**
 * The order summary's figures (spec, section 9): subtotal, the struck-through 'Platform Fee (20%)', the
 * percent-off badge, the 'Discounted Platform Fee' at the real rate, free delivery and the total.
 */
export function FeeBreakdown({ summary, className }: { summary: FeeSummary; className?: string }) {
  const fee = feeLines(summary);
  return (
    <dl className={cn('flex flex-col gap-2 text-sm tabular-nums', className)}>
      <Row label="Subtotal" value={money(summary.subtotal)} />
      {fee && (
        <>
          <Row
            label={
              <>
                <span className="sr-only">Not charged: </span>
                <s>Platform Fee ({fee.referencePercent}%)</s>
              </>
            }
            value={<s>{money(fee.referenceFee)}</s>}
            kind="struck"
          />
          <Row
            label={
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>Discounted Platform Fee ({fee.feePercent}%)</span>
                <Badge tone="green">{fee.percentOff}% OFF</Badge>
              </span>
            }
            value={money(fee.platformFee)}
          />
        </>
      )}
      <Row label="Delivery" value={summary.delivery === 0 ? 'Free' : money(summary.delivery)} />
      <Row label="Total" value={money(summary.total)} kind="total" />
    </dl>
  );
}

const rowKinds = {
  line: 'text-slate-700',
  struck: 'text-slate-500',
  total: 'mt-1 border-t pt-3 font-semibold text-base text-slate-900',
} as const;

function Row({
  label,
  value,
  kind = 'line',
}: {
  label: ReactNode;
  value: ReactNode;
  kind?: keyof typeof rowKinds;
}) {
  return (
    <div className={cn('flex items-start justify-between gap-4', rowKinds[kind])}>
      <dt>{label}</dt>
      <dd className="shrink-0 text-right">{value}</dd>
    </div>
  );
}
