import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { type FeeLines, type FeeSummary, feeLines } from '../../../domain/fees.ts';
import { type Paise, toRupeeString } from '../../../domain/money.ts';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format.ts';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import { Badge } from './badge.tsx';

const money = (paise: Paise) => formatPrice(toRupeeString(paise));

/**
 * The order summary's figures (spec, section 9): subtotal, the struck-through 'Platform Fee (20%)', the
 * percent-off badge, the 'Discounted Platform Fee' at the real rate, collection in person at no charge and the
 * total.
 */
export function FeeBreakdown({ summary, className }: { summary: FeeSummary; className?: string }) {
  const fee = feeLines(summary);
  // Rendered on its own too (the cart's summary in tests), so it reads the translator without needing the providers.
  const i18n = useTranslator();
  return (
    <dl className={cn('flex flex-col gap-2 text-sm tabular-nums', className)}>
      <Row label={i18n._(msg`Subtotal`)} value={money(summary.subtotal)} />
      {fee && <FeeRows i18n={i18n} {...fee} />}
      {/* Every deal is collected in person (docs/decisions/036): no parcel, so nothing called delivery is free. */}
      {summary.delivery === 0 ? (
        <Row label={i18n._(msg`Collected in person`)} value={i18n._(msg`No delivery charge`)} />
      ) : (
        <Row label={i18n._(msg`Delivery`)} value={money(summary.delivery)} />
      )}
      <Row label={i18n._(msg`Total`)} value={money(summary.total)} kind="total" />
    </dl>
  );
}

/** The struck-through reference fee and the fee charged, with its percent off. */
function FeeRows({
  i18n,
  referencePercent,
  referenceFee,
  feePercent,
  platformFee,
  percentOff,
}: FeeLines & { i18n: I18n }) {
  return (
    <>
      <Row
        label={
          <>
            <span className="sr-only">{i18n._(msg`Not charged:`)} </span>
            <s>{i18n._(msg`Platform Fee (${referencePercent}%)`)}</s>
          </>
        }
        value={<s>{money(referenceFee)}</s>}
        kind="struck"
      />
      <Row
        label={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{i18n._(msg`Discounted Platform Fee (${feePercent}%)`)}</span>
            <Badge tone="green">{i18n._(msg`${percentOff}% OFF`)}</Badge>
          </span>
        }
        value={money(platformFee)}
      />
    </>
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
