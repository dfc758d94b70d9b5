import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { refundProcessingNote } from '../api/request-refund.ts';

const refundStatusLabels: Record<string, MessageDescriptor> = {
  requested: msg`Requested`,
  initiated: msg`Initiated`,
  pending: msg`Pending`,
  processed: msg`Processed`,
  failed: msg`Not through yet, retrying`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  completed: msg`Completed`,
};

/**
 * Where a refund stands: the buyer's request and reason, or the refunds started by a cancellation or decline
 * (each refund with its amount is on the order page).
 */
export function RefundInfo({ order }: { order: Order }) {
  const { i18n, t } = useLingui();
  if (!order.refundRequested && !order.refundStatus) return null;
  const reason = order.refundReason;
  const known = order.refundStatus && Object.hasOwn(refundStatusLabels, order.refundStatus);
  const status = known
    ? i18n._(refundStatusLabels[order.refundStatus as string] as MessageDescriptor)
    : order.refundStatus;
  return (
    <section
      aria-label={t`Refund`}
      className="flex gap-3 rounded-lg border border-status-orange/20 bg-status-orange-soft p-3 text-sm text-slate-800"
    >
      <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-orange" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-status-orange">
          {order.refundRequested ? t`Refund requested` : t`Refund`}
          {status && ` · ${status}`}
        </p>
        {reason && <p>{t`Reason: ${reason}`}</p>}
        {order.refundRequested && <p className="text-slate-700">{i18n._(refundProcessingNote(order))}</p>}
      </div>
    </section>
  );
}
