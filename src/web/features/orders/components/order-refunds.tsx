import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { OrderRefund } from '../../../../domain/contracts/orders.ts';
import type { RefundStatus } from '../../../../domain/refunds.ts';
import { formatPrice } from '../../../lib/format.ts';
import { type Formatters, useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { REFUND_REASON_NAMES, REFUND_STATUS_NAMES } from '../refund-labels.ts';

function StatusIcon({ status }: { status: RefundStatus }) {
  const className = 'size-4 shrink-0';
  if (status === 'processed')
    return <CircleCheck aria-hidden="true" className={`${className} text-status-green`} />;
  if (status === 'failed')
    return <CircleAlert aria-hidden="true" className={`${className} text-status-red`} />;
  return <Clock aria-hidden="true" className={`${className} text-status-orange`} />;
}

function statusDetail(i18n: I18n, formatDate: Formatters['formatDate'], refund: OrderRefund): string {
  if (refund.status === 'processed') {
    if (!refund.processedAt)
      return i18n._(msg`Processed. It can take 3-5 business days to reach your account.`);
    const date = formatDate(refund.processedAt);
    return i18n._(msg`Processed on ${date}. It can take 3-5 business days to reach your account.`);
  }
  if (refund.status === 'failed')
    return i18n._(msg`The payment gateway could not refund it yet. We will try again automatically.`);
  return i18n._(msg`Sent to the payment gateway.`);
}

/**
 * The money going back to the buyer, one line per seller's part (docs/decisions/041-refunds-through-the-gateway.md):
 * the amount, why, and where it stands.
 */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  const { i18n, t } = useLingui();
  const { formatDate } = useFormatters();
  if (refunds.length === 0) return null;
  return (
    <ul aria-label={t`Refunds`} className="flex flex-col divide-y text-sm">
      {refunds.map((refund) => {
        const failure = refund.failureReason;
        return (
          <li key={refund.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(refund.amount)}</span>
              <span className="flex items-center gap-1.5 font-medium text-slate-900">
                <StatusIcon status={refund.status} />
                <span>{i18n._(REFUND_STATUS_NAMES[refund.status])}</span>
              </span>
            </div>
            <p className="text-slate-700">
              {i18n._(REFUND_REASON_NAMES[refund.reason])}
              {refund.sellerName && ` · ${refund.sellerName}`}
            </p>
            <p className="text-slate-600">{statusDetail(i18n, formatDate, refund)}</p>
            {failure && <p className="text-status-red">{t`Gateway: ${failure}`}</p>}
          </li>
        );
      })}
    </ul>
  );
}
