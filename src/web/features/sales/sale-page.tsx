import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackageX } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import type { SaleDetail } from '../../../domain/contracts/sales.ts';
import { isFreePrice } from '../../../domain/fees.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { FreeCollectInPerson } from '../../components/free-badge.tsx';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { StatusTimeline } from '../../components/status-timeline.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TitledCard } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatPrice } from '../../lib/format.ts';
import { type Formatters, useFormatters } from '../../lib/i18n/use-formatters.ts';
import { paymentMethodLabel } from '../../lib/payment-method-label.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { useSale } from './api/get-sale.ts';
import { BuyerDetails } from './components/buyer-details.tsx';
import { DeclineSaleDialog } from './components/decline-sale-dialog.tsx';
import { HandOverForm } from './components/hand-over-form.tsx';
import { SaleLines } from './components/sale-lines.tsx';
import { partStateLabel } from './part-state.ts';

/** Where the Sales tab of the seller dashboard is. */
export const SALES_TAB_PATH = '/seller-listings?tab=sales';

export interface SalePageProps {
  /** The seller's messages with the buyer, which the messages feature shows: the route passes it in. */
  Conversations: ComponentType<{ orderId: number; viewerId: number; side: 'seller' }>;
  /** The seller's rating of the buyer, which the trust feature shows: the route passes it in. */
  Ratings: ComponentType<{ orderId: number; handedOver: number }>;
}

/** /seller-listings/sales/:orderId: the seller's part of one order, the buyer to meet, the code to enter. */
export function SalePage({ Conversations, Ratings }: SalePageProps) {
  const { t } = useLingui();
  const orderId = Number(useParams().orderId);
  const sale = useSale(orderId);
  const validId = Number.isInteger(orderId) && orderId > 0;
  const number = sale.data ? orderNumber(sale.data.orderId) : undefined;

  return (
    <section className="mx-auto max-w-5xl px-4 py-4 sm:py-6">
      <title>{pageTitle(number ? t`Sale ${number}` : t`Sale`)}</title>
      <BackLink to={SALES_TAB_PATH}>
        <Trans>Your Sales</Trans>
      </BackLink>
      {sale.isSuccess ? (
        <SaleView sale={sale.data} Conversations={Conversations} Ratings={Ratings} />
      ) : sale.isError || !validId ? (
        <SaleUnavailable notFound={!validId || isMissing(sale.error)} />
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}

/** No such order, or one the seller has no part in: either way there is nothing of theirs to show. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

function SaleUnavailable({ notFound }: { notFound: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={PackageX}
      title={notFound ? t`Sale not found` : t`This sale could not be loaded`}
      description={notFound ? t`It may be another seller’s.` : t`Check your connection and reload the page.`}
      action={
        <Button asChild>
          <Link to={SALES_TAB_PATH}>
            <Trans>See your sales</Trans>
          </Link>
        </Button>
      }
    />
  );
}

function SaleView({ sale, Conversations, Ratings }: SalePageProps & { sale: SaleDetail }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useFormatters();
  const { data: user } = useUser();
  const orderedAt = formatDateTime(sale.createdAt);
  return (
    <div className="mt-2 flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl text-slate-900 tabular-nums">{orderNumber(sale.orderId)}</h1>
        <OrderStatusBadge status={sale.orderStatus} />
        <p className="w-full text-slate-600 text-sm">
          <Trans>Ordered {orderedAt}</Trans> · {paymentMethodLabel(sale.paymentMethod, i18n)} ·{' '}
          {partStateLabel(i18n, sale.state)}
        </p>
      </header>
      <HandOverCard sale={sale} />
      <Ratings orderId={sale.orderId} handedOver={sale.state === 'handed_over' ? 1 : 0} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <TitledCard title={t`Your items in this order`}>
            <SaleLines items={sale.items} />
            {isFreePrice(sale.sellerReceives) ? (
              <p className="mt-4 border-t pt-3 text-sm">
                <FreeCollectInPerson />
              </p>
            ) : sale.cashToHandOver === null ? (
              <p className="mt-4 flex items-baseline justify-between border-t pt-3 text-sm">
                <span className="text-slate-700">
                  <Trans>You receive</Trans>
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {formatPrice(sale.sellerReceives)}
                </span>
              </p>
            ) : (
              <CashSplit sale={sale} cash={sale.cashToHandOver} />
            )}
          </TitledCard>
          {user && <Conversations orderId={sale.orderId} viewerId={user.id} side="seller" />}
        </div>
        <div className="flex flex-col gap-6">
          <TitledCard title={t`Buyer`}>
            <BuyerDetails sale={sale} />
          </TitledCard>
          <TitledCard title={t`Status history`}>
            <StatusTimeline history={sale.statusHistory} />
          </TitledCard>
        </div>
      </div>
    </div>
  );
}

/**
 * A cash deal in one figure, the one the buyer's order page shows: the cash the buyer hands over, how much of it is
 * the seller's and how much is PassItOn's fee, which the seller owes (docs/decisions/048-fees-cash-sales-owe.md).
 */
function CashSplit({ sale, cash }: { sale: SaleDetail; cash: string }) {
  const total = formatPrice(cash);
  const yours = formatPrice(sale.sellerReceives);
  const fee = formatPrice(sale.platformFee);
  return (
    <div className="mt-4 border-t pt-3 text-sm">
      <dl className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <dt className="font-medium text-slate-900">
            <Trans>Cash to hand over</Trans>
          </dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{total}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-2">
          <dt className="text-slate-700">
            <Trans>Yours to keep</Trans>
          </dt>
          <dd className="tabular-nums">{yours}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-2">
          <dt className="text-slate-700">
            <Trans>PassItOn's fee, which you owe</Trans>
          </dt>
          <dd className="tabular-nums">{fee}</dd>
        </div>
      </dl>
      <p className="mt-1 text-slate-500 text-xs">
        <Trans>
          The fee is taken from your next payout for an online sale, or you can pay it to PassItOn. Your
          Earnings tab shows what you owe.
        </Trans>
      </p>
    </div>
  );
}

/** What the seller can do now: enter the code or decline while the part waits; otherwise what happened. */
function HandOverCard({ sale }: { sale: SaleDetail }) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useFormatters();
  const cash = formatPrice(sale.cashToHandOver ?? sale.sellerReceives);
  // A free part has nothing to collect (docs/decisions/093-free-listings.md).
  const free = isFreePrice(sale.sellerReceives);
  if (sale.canHandOver) {
    return (
      <TitledCard title={t`Hand over`}>
        <p className="mb-4 text-slate-700 text-sm">
          {free
            ? t`These items are free: meet the buyer, hand them over, then type the 6-digit code they show you.`
            : sale.paymentMethod === 'cod'
              ? t`Meet the buyer, hand the items over and collect ${cash} in cash, then type the 6-digit code they show you.`
              : t`Meet the buyer, hand the items over, then type the 6-digit code they show you.`}
        </p>
        <HandOverForm sale={sale} />
        <div className="mt-4 border-t pt-4">
          <DeclineSaleDialog sale={sale} />
        </div>
      </TitledCard>
    );
  }
  return (
    <p role="status" className="rounded-lg border bg-white p-4 text-slate-800 text-sm">
      {partOutcome(i18n, formatDateTime, sale)}
    </p>
  );
}

function partOutcome(i18n: I18n, formatDateTime: Formatters['formatDateTime'], sale: SaleDetail): string {
  if (sale.state === 'handed_over' && sale.handedOverAt) {
    const when = formatDateTime(sale.handedOverAt);
    return i18n._(msg`You handed this over on ${when}.`);
  }
  if (sale.state === 'declined' && sale.declinedAt) {
    const when = formatDateTime(sale.declinedAt);
    const reason = sale.declineReason ?? '';
    return i18n._(msg`You declined this sale on ${when}: ${reason}`);
  }
  return i18n._(msg`Nothing to hand over: this order was cancelled or refunded.`);
}
