import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useOrders } from '../../lib/orders/get-orders.ts';
import { OrderCard } from './components/order-card.tsx';

/** /orders: the signed-in user's orders, newest first (spec, section 2). */
export function OrdersPage() {
  const { t } = useLingui();
  const orders = useOrders();
  const count = orders.data?.length ?? 0;

  return (
    <section aria-labelledby="orders-heading" className="mx-auto max-w-3xl px-4 py-6">
      <title>{pageTitle(t`Your Orders`)}</title>
      <div className="mb-4 flex items-baseline gap-2">
        <h1 id="orders-heading" className="font-bold text-2xl text-slate-900">
          <Trans>Your Orders</Trans>
        </h1>
        {orders.isSuccess && (
          <p className="text-slate-600 text-sm">
            {t`${plural(count, { one: '# order', other: '# orders' })}`}
          </p>
        )}
      </div>
      {orders.isPending ? (
        <div className="flex flex-col gap-4">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-56 w-full" />
          ))}
        </div>
      ) : orders.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-slate-700">
          <p>
            <Trans>Your orders could not be loaded. Check your connection and try again.</Trans>
          </p>
          <Button variant="outline" onClick={() => orders.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : count === 0 ? (
        <EmptyState
          icon={Package}
          title={t`No orders yet`}
          description={t`Books and notes you buy will show up here.`}
          action={
            <Button asChild>
              <Link to="/">
                <Trans>Browse Products</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label={t`Orders`} className="flex flex-col gap-4">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
