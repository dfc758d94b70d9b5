import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { UnclaimedPayment } from '../../../../domain/contracts/payments.ts';
import type { RefundReason, RefundStatus } from '../../../../domain/refunds.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { useUnclaimedPayments } from '../api/get-unclaimed-payments.ts';
import { WatchListPanel } from './watch-list-panel.tsx';

/** A refund's state in words (the domain's REFUND_STATUS_TEXT), in the reader's language. */
const REFUND_STATUS_MESSAGES: Record<RefundStatus, MessageDescriptor> = {
  pending: msg`Refund pending`,
  processed: msg`Refund processed`,
  failed: msg`Refund not through yet`,
};

/** Why the money went back (the domain's REFUND_REASON_TEXT), in the reader's language. */
const REFUND_REASON_MESSAGES: Record<RefundReason, MessageDescriptor> = {
  order_cancelled: msg`Order cancelled`,
  part_declined: msg`Declined by the seller`,
  refund_approved: msg`Refund request approved`,
  checkout_failed: msg`Checkout could not be completed`,
  payment_unclaimed: msg`Payment not used for an order`,
};

/** Where the money of one payment stands: waiting for its order until the refund time, or its refund. */
function State({ payment }: { payment: UnclaimedPayment }) {
  const { i18n, t } = useLingui();
  const { formatDateTime } = useFormatters();
  const { refund } = payment;
  if (!refund) {
    const due = formatDateTime(payment.refundDueAt);
    return <>{t`Waiting for an order · refund at ${due}`}</>;
  }
  const failure = refund.failureReason;
  const attempts = refund.attempts;
  return (
    <>
      <span className={refund.status === 'failed' ? 'font-medium text-status-red' : undefined}>
        {i18n._(REFUND_STATUS_MESSAGES[refund.status])}
      </span>
      <span className="block text-slate-500 text-xs">
        {i18n._(REFUND_REASON_MESSAGES[refund.reason])}
        {failure ? ' · ' : ''}
        {failure ? t`${failure} (${plural(attempts, { one: '# attempt', other: '# attempts' })})` : ''}
      </span>
    </>
  );
}

/**
 * Payments without an order (docs/decisions/047-unclaimed-payments.md): money a buyer paid that no order claimed,
 * each listed until its refund is processed, so an admin sees a refund that keeps failing.
 */
export function UnclaimedPayments() {
  const { t } = useLingui();
  const { formatDateTime } = useFormatters();
  return (
    <WatchListPanel
      id="unclaimed-payments-heading"
      title={t`Payments without an order`}
      description={t`Money a buyer paid that no order claimed. Each goes back by itself 15 minutes after it was paid.`}
      query={useUnclaimedPayments()}
      emptyTitle={t`Every payment has its order`}
      minWidth="min-w-[36rem]"
    >
      {(payments) => (
        <>
          <thead className="border-slate-200 border-b text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Buyer</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                <Trans>Amount</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Paid</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <Trans>Where it stands</Trans>
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
  const { t } = useLingui();
  if (!data?.length) return null;
  const count = data.length;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-status-orange/20 bg-status-orange-soft p-3 text-slate-800 text-sm"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-orange" />
      <p>
        {t`${plural(count, { one: '# payment without an order.', other: '# payments without an order.' })}`}{' '}
        <Link to="/admin?tab=payouts" className="font-medium text-primary-800 underline underline-offset-4">
          <Trans>See payments</Trans>
        </Link>
      </p>
    </div>
  );
}
