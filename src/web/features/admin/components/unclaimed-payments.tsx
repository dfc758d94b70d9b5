import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { UnclaimedPayment } from '../../../../domain/contracts/payments.ts';
import { REFUND_REASON_TEXT, REFUND_STATUS_TEXT } from '../../../../domain/refunds.ts';
import { countOf, formatDateTime, formatPrice } from '../../../lib/format.ts';
import { useUnclaimedPayments } from '../api/get-unclaimed-payments.ts';
import { WatchListPanel } from './watch-list-panel.tsx';

/** Where the money of one payment stands: waiting for its order until the refund time, or its refund. */
function State({ payment }: { payment: UnclaimedPayment }) {
  const { refund } = payment;
  if (!refund) return <>Waiting for an order · refund at {formatDateTime(payment.refundDueAt)}</>;
  return (
    <>
      <span className={refund.status === 'failed' ? 'font-medium text-status-red' : undefined}>
        {REFUND_STATUS_TEXT[refund.status]}
      </span>
      <span className="block text-slate-500 text-xs">
        {REFUND_REASON_TEXT[refund.reason]}
        {refund.failureReason ? ` · ${refund.failureReason} (${countOf(refund.attempts, 'attempt')})` : ''}
      </span>
    </>
  );
}

/**
 * Payments without an order (docs/decisions/047-unclaimed-payments.md): money a buyer paid that no order claimed,
 * each listed until its refund is processed, so an admin sees a refund that keeps failing.
 */
export function UnclaimedPayments() {
  return (
    <WatchListPanel
      id="unclaimed-payments-heading"
      title="Payments without an order"
      description="Money a buyer paid that no order claimed. Each goes back by itself 15 minutes after it was paid."
      query={useUnclaimedPayments()}
      emptyTitle="Every payment has its order"
      minWidth="min-w-[36rem]"
    >
      {(payments) => (
        <>
          <thead className="border-slate-200 border-b text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Buyer
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Paid
              </th>
              <th scope="col" className="py-2 font-medium">
                Where it stands
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payments.map((payment) => (
              <tr key={payment.paymentId}>
                <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                  {payment.buyer.name}
                  <span className="block font-normal text-slate-500 text-xs">{payment.buyer.email}</span>
                </th>
                <td className="py-3 pr-4 text-right font-semibold tabular-nums">
                  {formatPrice(payment.amount)}
                </td>
                <td className="py-3 pr-4">
                  {formatDateTime(payment.paidAt)}
                  <span className="block font-mono text-slate-500 text-xs">{payment.providerPaymentId}</span>
                </td>
                <td className="py-3">
                  <State payment={payment} />
                </td>
              </tr>
            ))}
          </tbody>
        </>
      )}
    </WatchListPanel>
  );
}

/** On the dashboard's first tab: a line that says payments are waiting, with the way to them; nothing otherwise. */
export function UnclaimedPaymentsAlert() {
  const { data } = useUnclaimedPayments();
  if (!data?.length) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-status-orange/20 bg-status-orange-soft p-3 text-slate-800 text-sm"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-orange" />
      <p>
        {countOf(data.length, 'payment')} without an order.{' '}
        <Link to="/admin?tab=payouts" className="font-medium text-primary-800 underline underline-offset-4">
          See payments
        </Link>
      </p>
    </div>
  );
}
