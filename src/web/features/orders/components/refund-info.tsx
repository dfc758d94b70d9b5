import { RotateCcw } from 'lucide-react';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { REFUND_PROCESSING_NOTE } from '../api/request-refund.ts';

const refundStatusLabels: Record<string, string> = {
  requested: 'Requested',
  initiated: 'Initiated',
  pending: 'Pending',
  processed: 'Processed',
  failed: 'Not through yet, retrying',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
};

/**
 * Where a refund stands: the buyer's request and reason, or the refunds started by a cancellation or decline
 * (each refund with its amount is on the order page).
 */
export function RefundInfo({ order }: { order: Order }) {
  if (!order.refundRequested && !order.refundStatus) return null;
  const status = order.refundStatus ? (refundStatusLabels[order.refundStatus] ?? order.refundStatus) : null;
  return (
    <section
      aria-label="Refund"
      className="flex gap-3 rounded-lg border border-status-orange/20 bg-status-orange-soft p-3 text-sm text-slate-800"
    >
      <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-orange" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-status-orange">
          {order.refundRequested ? 'Refund requested' : 'Refund'}
          {status && ` · ${status}`}
        </p>
        {order.refundReason && <p>Reason: {order.refundReason}</p>}
        {order.refundRequested && <p className="text-slate-700">{REFUND_PROCESSING_NOTE}</p>}
      </div>
    </section>
  );
}
