import { Trans, useLingui } from '@lingui/react/macro';
import { ReceiptText } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { OrderDetail } from '../../../domain/contracts/orders.ts';
import { storedFeeSummary } from '../../../domain/fees.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { StatusTimeline } from '../../components/status-timeline.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TitledCard } from '../../components/ui/card.tsx';
import { FeeBreakdown } from '../../components/ui/fee-breakdown.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useFormatters } from '../../lib/i18n/use-formatters.ts';
import { paymentMethodLabel } from '../../lib/payment-method-label.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { isOrderId, useOrder } from './api/get-order.ts';
import { DeliveryAddress } from './components/delivery-address.tsx';
import { HandOverCodes } from './components/hand-over-codes.tsx';
import { OrderActions } from './components/order-actions.tsx';
import { OrderDocuments } from './components/order-documents.tsx';
import { OrderLines } from './components/order-lines.tsx';
import { OrderRefunds } from './components/order-refunds.tsx';
import { OrderUnavailable, unavailableReason } from './components/order-unavailable.tsx';
import { RefundInfo } from './components/refund-info.tsx';
import { SellerContacts } from './components/seller-contacts.tsx';

/**
 * An admin's view of the order (docs/decisions/035-an-admins-view-of-an-order.md): the admin feature's actions
 * instead of the buyer's, and the way back to the admin's list it came from.
 */
export interface AdminOrderView {
  back: { to: string; label: string };
  Actions: ComponentType<{ order: OrderDetail }>;
}

export interface OrderPageProps {
  /** The order's messages with its sellers, which the messages feature shows: the route passes it in. */
  Conversations: ComponentType<{ orderId: number; viewerId: number; side: 'buyer' }>;
  /** Set on /admin/orders/:id; without it the page is the buyer's. */
  adminView?: AdminOrderView;
  /** The buyer's ratings of the sellers, which the trust feature shows: the buyer's route passes it in. */
  Ratings?: ComponentType<{ orderId: number; handedOver: number }>;
}

/** /orders/:id (and /admin/orders/:id): one order in full, with the seller's contact for pickup. */
export function OrderPage({ Conversations, Ratings, adminView }: OrderPageProps) {
  const { t } = useLingui();
  const orderId = Number(useParams().id);
  const order = useOrder(orderId);
  const { data: user } = useUser();

  // An admin who opens another student's order on the buyer's page (a link, a notification) gets their own view.
  if (!adminView && user?.isAdmin && order.data && order.data.userId !== user.id) {
    return <Navigate to={`/admin/orders/${order.data.id}`} replace />;
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-4 sm:py-6">
      <title>{pageTitle(order.data ? orderNumber(order.data.id) : t`Order details`)}</title>
      <BackLink to={adminView?.back.to ?? '/orders'}>
        {adminView ? adminView.back.label : <Trans>Your Orders</Trans>}
      </BackLink>
      {order.isSuccess ? (
        <OrderView order={order.data} Conversations={Conversations} Ratings={Ratings} adminView={adminView} />
      ) : order.isError || !isOrderId(orderId) ? (
        <OrderUnavailable reason={unavailableReason(orderId, order.error)} />
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}

function OrderView({ order, Conversations, Ratings, adminView }: OrderPageProps & { order: OrderDetail }) {
  const { i18n, t } = useLingui();
  const { formatDateTime } = useFormatters();
  const placedAt = formatDateTime(order.createdAt);
  const completesAt = order.autoCompleteAt && formatDateTime(order.autoCompleteAt);
  const { data: user } = useUser();
  return (
    <div className="mt-2 flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl text-slate-900 tabular-nums">{orderNumber(order.id)}</h1>
        <OrderStatusBadge status={order.status} />
        <p className="w-full text-slate-600 text-sm">
          <Trans>Placed {placedAt}</Trans>
        </p>
        {completesAt && !adminView && (
          <p className="w-full text-slate-700 text-sm">
            <Trans>
              Got everything? Confirm receipt. If you do nothing, the order completes by itself on{' '}
              {completesAt}; request a refund before then if something is wrong.
            </Trans>
          </p>
        )}
      </header>
      <RefundInfo order={order} />
      {adminView ? (
        <adminView.Actions order={order} />
      ) : (
        user?.id === order.userId && (
          <div className="flex flex-wrap gap-2 empty:hidden">
            <OrderActions order={order} />
          </div>
        )
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <HandOverCodes order={order} />
          {Ratings && user?.id === order.userId && (
            <Ratings
              orderId={order.id}
              handedOver={order.parts.filter((part) => part.state === 'handed_over').length}
            />
          )}
          <TitledCard title={t`Items`}>
            <OrderLines items={order.items} />
          </TitledCard>
          <OrderDocuments order={order} />
          <TitledCard title={t`Seller contact for pickup`}>
            <SellerContacts items={order.items} />
          </TitledCard>
          {user && <Conversations orderId={order.id} viewerId={user.id} side="buyer" />}
          <TitledCard title={t`Your contact details for the hand-over`}>
            <DeliveryAddress order={order} />
          </TitledCard>
        </div>
        <div className="flex flex-col gap-6">
          <TitledCard title={t`Payment`}>
            <dl className="mb-4 flex flex-col gap-1 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">
                  <Trans>Method</Trans>
                </dt>
                <dd className="font-medium text-slate-900">
                  {paymentMethodLabel(order.paymentMethod, i18n)}
                </dd>
              </div>
              {order.paymentId && (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">
                    <Trans>Payment ID</Trans>
                  </dt>
                  <dd className="break-all text-right font-mono text-slate-900 text-xs">{order.paymentId}</dd>
                </div>
              )}
            </dl>
            <FeeBreakdown
              summary={storedFeeSummary(
                order,
                order.items.map((item) => ({ price: item.price, quantity: item.quantity })),
              )}
              className="border-t pt-4"
            />
            <Button asChild variant="outline" className="mt-4 w-full">
              <Link to={`/orders/${order.id}/receipt`}>
                <ReceiptText aria-hidden="true" className="size-5" />
                <Trans>Download receipt</Trans>
              </Link>
            </Button>
          </TitledCard>
          {order.refunds.length > 0 && (
            <TitledCard title={t`Refunds`}>
              <OrderRefunds refunds={order.refunds} />
            </TitledCard>
          )}
          <TitledCard title={t`Status history`}>
            <StatusTimeline history={order.statusHistory} />
          </TitledCard>
        </div>
      </div>
    </div>
  );
}
