import { Trans, useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useParams } from 'react-router';
import type { OrderDetail } from '../../../domain/contracts/orders.ts';
import { isFreePrice, storedFeeSummary } from '../../../domain/fees.ts';
import { type Paise, toPaise, toRupeeString } from '../../../domain/money.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { formatIndiaDateTime, receiptNumber, refundedPaise } from '../../../domain/receipts.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { FreeCollectInPerson } from '../../components/free-badge.tsx';
import { statusLabel } from '../../components/order-status-badge.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPrice } from '../../lib/format.ts';
import { languageOf } from '../../lib/i18n/use-formatters.ts';
import { paymentMethodLabel } from '../../lib/payment-method-label.ts';
import { isOrderId, useOrder } from './api/get-order.ts';
import { OrderUnavailable, unavailableReason } from './components/order-unavailable.tsx';
import { REFUND_REASON_NAMES, REFUND_STATUS_NAMES } from './refund-labels.ts';

const money = (paise: Paise) => formatPrice(toRupeeString(paise));

/**
 * /orders/:id/receipt: the order as a receipt to print or save as PDF, numbered from the order and dated in India
 * time (docs/decisions/045-receipts.md). Everything comes from the order page's own answer; on paper only the
 * receipt shows.
 */
export function ReceiptPage() {
  const { t } = useLingui();
  const orderId = Number(useParams().id);
  const order = useOrder(orderId);
  const number = isOrderId(orderId) ? receiptNumber(orderId) : '';

  return (
    <section className="mx-auto max-w-3xl px-4 py-4 sm:py-6 print:max-w-none print:p-0">
      <title>{pageTitle(number ? t`Receipt ${number}` : t`Receipt`)}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <BackLink to={isOrderId(orderId) ? `/orders/${orderId}` : '/orders'}>
          <Trans>Back to the order</Trans>
        </BackLink>
        {order.isSuccess && (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            <Trans>Print</Trans>
          </Button>
        )}
      </div>
      {order.isSuccess ? (
        <Receipt order={order.data} />
      ) : order.isError || !isOrderId(orderId) ? (
        <OrderUnavailable reason={unavailableReason(orderId, order.error)} />
      ) : (
        <Skeleton className="h-[36rem] w-full" />
      )}
    </section>
  );
}

function Receipt({ order }: { order: OrderDetail }) {
  const { i18n, t } = useLingui();
  const language = languageOf(i18n);
  const headingId = useId();
  const summary = storedFeeSummary(
    order,
    order.items.map((item) => ({ price: item.price, quantity: item.quantity })),
  );
  const refunded = refundedPaise(order.refunds);
  const feePercent = summary.feePercent;
  const sellerLine = (seller: string) => t`Seller: ${seller}`;
  const onDate = (date: string) => t`on ${date}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-6 rounded-lg border bg-white p-4 text-slate-900 text-sm shadow-soft sm:p-8 print:gap-5 print:rounded-none print:border-0 print:p-0 print:text-xs print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div>
          <p className="font-bold text-primary-800 text-xl">PassItOn</p>
          <p className="text-slate-600">
            <Trans>The student marketplace for books and notes</Trans>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <h1 id={headingId} className="font-bold text-2xl">
            <Trans>Receipt</Trans>
          </h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 tabular-nums sm:text-right">
            <Term label={t`Receipt no.`}>{receiptNumber(order.id)}</Term>
            <Term label={t`Order`}>{orderNumber(order.id)}</Term>
            <Term label={t`Date`}>{formatIndiaDateTime(order.createdAt, language)}</Term>
            <Term label={t`Status`}>{statusLabel(order.status, i18n)}</Term>
          </dl>
        </div>
      </header>

      <UndoneNotice order={order} refunded={refunded} />

      <Part title={t`Billed to`}>
        <p className="font-medium">{order.customerName}</p>
        <p className="text-slate-700 tabular-nums">{order.customerPhone}</p>
      </Part>

      <Part title={t`Items`}>
        <table className="w-full border-collapse tabular-nums">
          <thead>
            <tr className="border-b text-left text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                <Trans>Item</Trans>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                <Trans>Qty</Trans>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                <Trans>Unit price</Trans>
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b align-top print:break-inside-avoid">
                <td className="py-2 pr-2">
                  <p className="break-words font-medium">{item.productTitle}</p>
                  {item.offerId !== null && (
                    <p className="text-slate-600">
                      <Trans>Offer price</Trans> · <s>{formatPrice(item.productPrice)}</s>
                    </p>
                  )}
                  <p className="text-slate-600">
                    {item.sellerName ? sellerLine(item.sellerName) : t`Seller: Unknown seller`}
                  </p>
                </td>
                <td className="px-2 py-2 text-right">{item.quantity}</td>
                <td className="whitespace-nowrap px-2 py-2 text-right">
                  {isFreePrice(item.price) ? <FreeCollectInPerson className="" /> : formatPrice(item.price)}
                </td>
                <td className="whitespace-nowrap py-2 pl-2 text-right">
                  {money(toPaise(item.price) * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 ml-auto flex max-w-xs flex-col gap-1 tabular-nums">
          <Sum label={t`Subtotal (sellers' prices)`}>{money(summary.subtotal)}</Sum>
          <Sum label={t`Platform fee (${feePercent}%)`}>{money(summary.platformFee)}</Sum>
          {/* Collected in person, not delivered (docs/decisions/036-pickup-place-on-the-order.md). */}
          {summary.delivery === 0 ? (
            <Sum label={t`Collected in person`}>{t`No delivery charge`}</Sum>
          ) : (
            <Sum label={t`Delivery`}>{money(summary.delivery)}</Sum>
          )}
          <Sum label={t`Total`} className="mt-1 border-t pt-2 font-semibold text-base print:text-sm">
            {money(summary.total)}
          </Sum>
          {refunded > 0 && (
            <>
              <Sum label={t`Refunded`}>−{money(refunded)}</Sum>
              <Sum label={t`Net paid`} className="font-semibold">
                {money(Math.max(summary.total - refunded, 0))}
              </Sum>
            </>
          )}
        </dl>
      </Part>

      <Part title={t`Payment`}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
          <Term label={t`Method`}>{paymentMethodLabel(order.paymentMethod, i18n)}</Term>
          {order.paymentId && (
            <Term label={t`Payment ID`}>
              <span className="break-all font-mono text-xs">{order.paymentId}</span>
            </Term>
          )}
        </dl>
      </Part>

      {order.refunds.length > 0 && (
        <Part title={t`Refunds`}>
          <ul aria-label={t`Refunds on this receipt`} className="flex flex-col divide-y">
            {order.refunds.map((refund) => (
              <li
                key={refund.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
              >
                <span>
                  {i18n._(REFUND_REASON_NAMES[refund.reason])}
                  {refund.sellerName && ` · ${refund.sellerName}`}
                </span>
                <span className="font-medium tabular-nums">
                  {formatPrice(refund.amount)} · {i18n._(REFUND_STATUS_NAMES[refund.status])}
                  {refund.processedAt && ` ${onDate(formatIndiaDateTime(refund.processedAt, language))}`}
                </span>
              </li>
            ))}
          </ul>
        </Part>
      )}

      <footer className="border-t pt-4 text-slate-600 text-xs">
        <p>
          <Trans>
            Sellers receive their price in full; the platform fee is PassItOn's. A computer-generated receipt:
            no signature needed.
          </Trans>
        </p>
      </footer>
    </article>
  );
}

/** A cancelled or refunded order's receipt says so before anything else, with where the money stands. */
function UndoneNotice({ order, refunded }: { order: OrderDetail; refunded: Paise }) {
  const { i18n, t } = useLingui();
  const language = languageOf(i18n);
  if (order.status !== 'cancelled' && order.status !== 'refunded') return null;
  const step = order.statusHistory.findLast((change) => change.toStatus === order.status);
  const when = step ? formatIndiaDateTime(step.createdAt, language) : null;
  const cancelled = order.status === 'cancelled';
  const onItsWay = order.refunds
    .filter((refund) => refund.status !== 'processed')
    .reduce((sum, refund) => sum + toPaise(refund.amount), 0);
  const refundedAmount = money(refunded);
  const onItsWayAmount = money(onItsWay);
  const moneyNow = [
    refunded > 0 && t`${refundedAmount} has been refunded to the buyer.`,
    onItsWay > 0 && t`A refund of ${onItsWayAmount} is on its way.`,
    cancelled &&
      refunded === 0 &&
      onItsWay === 0 &&
      order.paymentMethod === 'cod' &&
      t`Nothing was paid for it.`,
  ].filter(Boolean);
  const headline = cancelled
    ? when
      ? t`This order was cancelled on ${when}.`
      : t`This order was cancelled.`
    : when
      ? t`This order was refunded on ${when}.`
      : t`This order was refunded.`;
  return (
    <div
      role="note"
      className="rounded-lg border border-status-red bg-status-red-soft p-3 text-status-red print:break-inside-avoid"
    >
      <p className="font-semibold text-base">{headline}</p>
      {moneyNow.length > 0 && <p>{moneyNow.join(' ')}</p>}
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="print:break-inside-avoid">
      <h2 id={headingId} className="mb-2 font-semibold text-slate-600 text-xs uppercase tracking-wide">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </>
  );
}

function Sum({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
