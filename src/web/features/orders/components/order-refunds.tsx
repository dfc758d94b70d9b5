import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { OrderRefund } from '../../../../domain/contracts/orders.ts';
import { REFUND_REASON_TEXT, REFUND_STATUS_TEXT, type RefundStatus } from '../../../../domain/refunds.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';

function StatusIcon({ status }: { status: RefundStatus }) {
  const className = 'size-4 shrink-0';
  if (status === 'processed')
    return <CircleCheck aria-hidden="true" className={`${className} text-status-green`} />;
  if (status === 'failed')
    return <CircleAlert aria-hidden="true" className={`${className} text-status-red`} />;
  return <Clock aria-hidden="true" className={`${className} text-status-orange`} />;
}

function statusDetail(refund: OrderRefund): string {
  if (refund.status === 'processed') {
    const on = refund.processedAt ? ` on ${formatDate(refund.processedAt)}` : '';
    return `Processed${on}. It can take 3-5 business days to reach your account.`;
  }
  if (refund.status === 'failed')
    return 'The payment gateway could not refund it yet. We will try again automatically.';
  return 'Sent to the payment gateway.';
}

/**
 * The money going back to the buyer, one line per seller's part (docs/decisions/041-refunds-through-the-gateway.md):
 * the amount, why, and where it stands.
 */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul aria-label="Refunds" className="flex flex-col divide-y text-sm">
      {refunds.map((refund) => (
        <li key={refund.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(refund.amount)}</span>
            <span className="flex items-center gap-1.5 font-medium text-slate-900">
              <StatusIcon status={refund.status} />
              <span>{REFUND_STATUS_TEXT[refund.status]}</span>
            </span>
          </div>
          <p className="text-slate-700">
            {REFUND_REASON_TEXT[refund.reason]}
            {refund.sellerName && ` · ${refund.sellerName}`}
          </p>
          <p className="text-slate-600">{statusDetail(refund)}</p>
          {refund.failureReason && <p className="text-status-red">Gateway: {refund.failureReason}</p>}
        </li>
      ))}
    </ul>
  );
}
