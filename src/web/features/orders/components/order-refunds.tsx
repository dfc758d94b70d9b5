import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { OrderRefund } from '../../../../domain/contracts/orders.ts';
import type { RefundReason, RefundStatus } from '../../../../domain/refunds.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';

function StatusIcon({ status }: { status: RefundStatus }) {
  const className = 'size-4 shrink-0';
  if (status === 'processed')
    return <CircleCheck aria-hidden="true" className={`${className} text-status-green`} />;
  if (status === 'failed')
    return <CircleAlert aria-hidden="true" className={`${className} text-status-red`} />;
  return <Clock aria-hidden="true" className={`${className} text-status-orange`} />;
}

/** Where a refund stands, in words (the English of src/domain/refunds.ts). */
const REFUND_STATUS_NAMES: Record<RefundStatus, MessageDescriptor> = {
  pending: msg`Refund pending`,
  processed: msg`Refund processed`,
  failed: msg`Refund not through yet`,
};

/** Why money went back, in the buyer's words (the English of src/domain/refunds.ts). */
const REFUND_REASON_NAMES: Record<RefundReason, MessageDescriptor> = {
  order_cancelled: msg`Order cancelled`,
  part_declined: msg`Declined by the seller`,
  refund_approved: msg`Refund request approved`,
  checkout_failed: msg`Checkout could not be completed`,
  payment_unclaimed: msg`Payment not used for an order`,
};

function statusDetail(i18n: I18n, refund: OrderRefund): string {
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
            <p className="text-slate-600">{statusDetail(i18n, refund)}</p>
            {failure && <p className="text-status-red">{t`Gateway: ${failure}`}</p>}
          </li>
        );
      })}
    </ul>
  );
}
