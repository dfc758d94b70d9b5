import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { type FeeSummary, feeLines } from '../../../domain/fees.ts';
import { type Paise, toRupeeString } from '../../../domain/money.ts';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import { Badge } from './badge.tsx';

const money = (paise: Paise) => formatPrice(toRupeeString(paise));

/**
 * The order summary's figures (spec, section 9): subtotal, the struck-through 'Platform Fee (20%)', the
 * percent-off badge, the 'Discounted Platform Fee' at the real rate, free delivery and the total.
 */
export function FeeBreakdown({ summary, className }: { summary: FeeSummary; className?: string }) {
  const i18n = useTranslator();
  const fee = feeLines(summary);
  // Named, so translations read {feePercent} rather than {0}.
  const referencePercent = fee?.referencePercent ?? 0;
  const feePercent = fee?.feePercent ?? 0;
  const percentOff = fee?.percentOff ?? 0;
  return (
    <dl className={cn('flex flex-col gap-2 text-sm tabular-nums', className)}>
      <Row label={i18n._(msg`Subtotal`)} value={money(summary.subtotal)} />
      {fee && (
        <>
          <Row
            label={
              <>
                <span className="sr-only">{i18n._(msg`Not charged:`)} </span>
                <s>{i18n._(msg`Platform Fee (${referencePercent}%)`)}</s>
              </>
            }
            value={<s>{money(fee.referenceFee)}</s>}
            kind="struck"
          />
          <Row
            label={
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>{i18n._(msg`Discounted Platform Fee (${feePercent}%)`)}</span>
                <Badge tone="green">{i18n._(msg`${percentOff}% OFF`)}</Badge>
              </span>
            }
            value={money(fee.platformFee)}
          />
        </>
      )}
      <Row
        label={i18n._(msg`Delivery`)}
        value={summary.delivery === 0 ? i18n._(msg`Free`) : money(summary.delivery)}
      />
      <Row label={i18n._(msg`Total`)} value={money(summary.total)} kind="total" />
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
