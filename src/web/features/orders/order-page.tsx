import { ArrowLeft, PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FeeBreakdown, storedFeeSummary } from '../../components/ui/fee-breakdown.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { isOrderId, useOrder } from './api/get-order.ts';
import { DeliveryAddress } from './components/delivery-address.tsx';
import { OrderActions } from './components/order-actions.tsx';
import { OrderDocuments } from './components/order-documents.tsx';
import { OrderLines } from './components/order-lines.tsx';
import { OrderRefunds } from './components/order-refunds.tsx';
import { OrderStatusBadge } from './components/order-status-badge.tsx';
import { RefundInfo } from './components/refund-info.tsx';
import { SellerContacts } from './components/seller-contacts.tsx';
import { StatusTimeline } from './components/status-timeline.tsx';
import { paymentMethodLabel } from './payment-method-label.ts';

/** /orders/:id: one order in full, with the seller's contact for pickup. */
export function OrderPage() {
  const orderId = Number(useParams().id);
  const order = useOrder(orderId);

  return (
    <section className="mx-auto max-w-5xl px-4 py-4 sm:py-6">
      <title>{pageTitle(order.data ? orderNumber(order.data.id) : 'Order details')}</title>
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/orders">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Your Orders
        </Link>
      </Button>
      {order.isSuccess ? (
        <OrderView order={order.data} />
      ) : order.isError || !isOrderId(orderId) ? (
        <OrderUnavailable notFound={!isOrderId(orderId) || isMissing(order.error)} />
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}

/** No such order, or another buyer's: either way there is nothing of theirs to show. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

function OrderUnavailable({ notFound }: { notFound: boolean }) {
  return (
    <EmptyState
      icon={PackageX}
      title={notFound ? 'Order not found' : 'This order could not be loaded'}
      description={
        notFound ? 'It may belong to another account.' : 'Check your connection and reload the page.'
      }
      action={
        <Button asChild>
          <Link to="/orders">See your orders</Link>
        </Button>
      }
    />
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  return (
    <div className="mt-2 flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl text-slate-900 tabular-nums">{orderNumber(order.id)}</h1>
        <OrderStatusBadge status={order.status} />
        <p className="w-full text-slate-600 text-sm">Placed {formatDateTime(order.createdAt)}</p>
      </header>
      <RefundInfo order={order} />
      <div className="flex flex-wrap gap-2 empty:hidden">
        <OrderActions order={order} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <Section title="Items">
            <OrderLines items={order.items} />
          </Section>
          <OrderDocuments order={order} />
          <Section title="Seller contact for pickup">
            <SellerContacts items={order.items} />
          </Section>
          <Section title="Delivery address">
            <DeliveryAddress order={order} />
          </Section>
        </div>
        <div className="flex flex-col gap-6">
          <Section title="Payment">
            <dl className="mb-4 flex flex-col gap-1 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">Method</dt>
                <dd className="font-medium text-slate-900">{paymentMethodLabel(order.paymentMethod)}</dd>
              </div>
              {order.paymentId && (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Payment ID</dt>
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
          </Section>
          {order.refunds.length > 0 && (
            <Section title="Refunds">
              <OrderRefunds refunds={order.refunds} />
            </Section>
          )}
          <Section title="Status history">
            <StatusTimeline history={order.statusHistory} />
          </Section>
        </div>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
