import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrder } from '../../../../domain/contracts/admin.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatOrderNumber, formatPrice } from '../../../lib/format.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { indiaDateTime, type Period, periodStart, timeAgo } from './admin-format.ts';
import { AdminOrderLink } from './admin-order-link.tsx';
import { ContactLinks } from './contact-links.tsx';
import { FilterBar, FilterSelect, SearchField, translatedOptions } from './filter-controls.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { PagedList } from './paged-list.tsx';
import { RefundDecisionDialog } from './refund-decision-dialog.tsx';
import { ANY_ORDER, useListFilters } from './use-list-filters.ts';

type StatusFilter = 'all' | 'pending' | 'paid' | 'pending_cod' | 'completed' | 'cancelled';

const STATUS_OPTIONS: { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All statuses` },
  { value: 'pending', label: msg`Pending` },
  { value: 'paid', label: msg`Paid` },
  { value: 'pending_cod', label: msg`Pending (COD)` },
  { value: 'completed', label: msg`Completed` },
  { value: 'cancelled', label: msg`Cancelled` },
];

const PERIOD_OPTIONS: { value: Period; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Any time` },
  { value: 'today', label: msg`Today` },
  { value: 'week', label: msg`Last 7 days` },
  { value: 'month', label: msg`Last 30 days` },
];

const itemCount = (order: AdminOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function Customer({ order }: { order: AdminOrder }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="font-medium text-slate-900">{order.customerName}</span>
      <span className="text-slate-600 text-xs tabular-nums">{order.customerPhone}</span>
      <ContactLinks name={order.customerName} phone={order.customerPhone} email={order.buyer?.email} />
    </div>
  );
}

function OrderDate({ order }: { order: AdminOrder }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col">
      <span className="tabular-nums">{indiaDateTime(i18n, order.createdAt)}</span>
      <span className="text-slate-600 text-xs">{timeAgo(i18n, order.createdAt)}</span>
    </div>
  );
}

/** Order Management: the newest orders with their customer, item count and a status dropdown (spec, section 2). */
export function OrderManagement() {
  const { i18n, t } = useLingui();
  const stats = useAdminStats();
  const list = useListFilters({ search: '' }, ANY_ORDER);
  const { search, status, from } = list.filters;
  const orders = useAdminOrders({
    search,
    status: status === 'all' ? undefined : status,
    from,
    ...list.page,
  });
  const today = stats.data?.ordersToday;

  return (
    <section aria-labelledby="order-management-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-management-heading" className="font-semibold text-lg text-slate-900">
          <Trans>Order Management</Trans>
        </h2>
        {today !== undefined && (
          <p className="rounded-full bg-accent-100 px-3 py-1 font-medium text-accent-900 text-sm">
            {t`${plural(today, { one: '# new order today', other: '# new orders today' })}`}
          </p>
        )}
      </div>
      <FilterBar>
        <SearchField
          label={t`Search orders`}
          placeholder={t`Order ID, customer or product`}
          value={list.typed.search}
          onChange={(search) => list.type({ search })}
        />
        <FilterSelect
          label={t`Order status`}
          value={list.chosen.status}
          onChange={(status) => list.choose({ status })}
          options={translatedOptions(i18n, STATUS_OPTIONS)}
        />
        <FilterSelect
          label={t`Placed`}
          value={list.chosen.period}
          onChange={(period) => list.choose({ period, from: periodStart(period) })}
          options={translatedOptions(i18n, PERIOD_OPTIONS)}
        />
      </FilterBar>
      <PagedList query={orders} list={list} noun="orders" emptyTitle={t`No orders found`} skeletonRows={3}>
        {(items) => (
          <>
            <div className="hidden overflow-x-auto rounded-lg border bg-white md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  <Trans>Orders</Trans>
                </caption>
                <thead className="bg-slate-50 text-slate-600 text-xs uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Order ID</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Customer</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <Trans>Items</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <Trans>Amount</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Status</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Date</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Change status</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((order) => (
                    <tr key={order.id} className="align-top">
                      <th scope="row" className="px-3 py-3 font-semibold tabular-nums">
                        <AdminOrderLink orderId={order.id} />
                      </th>
                      <td className="px-3 py-3">
                        <Customer order={order} />
                      </td>
                      <td className="px-3 py-3 text-right tabular-nums">{itemCount(order)}</td>
                      <td className="px-3 py-3 text-right font-semibold tabular-nums">
                        {formatPrice(order.totalAmount)}
                      </td>
                      <td className="px-3 py-3">
                        <OrderStatusBadge status={order.status} />
                      </td>
                      <td className="px-3 py-3">
                        <OrderDate order={order} />
                      </td>
                      <td className="px-3 py-3">
                        <div className="flex items-center gap-2">
                          <OrderStatusSelect orderId={order.id} status={order.status} />
                          <RefundDecisionDialog order={order} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul aria-label={t`Orders`} className="flex flex-col gap-3 md:hidden">
              {items.map((order) => {
                const number = formatOrderNumber(order.id);
                const items = itemCount(order);
                return (
                  <li key={order.id}>
                    <Card className="flex flex-col gap-3 p-4" role="article" aria-label={number}>
                      <div className="flex items-start justify-between gap-2">
                        <div>
                          <h3 className="font-semibold tabular-nums">
                            <AdminOrderLink orderId={order.id} />
                          </h3>
                          <p className="text-slate-600 text-xs">{timeAgo(i18n, order.createdAt)}</p>
                        </div>
                        <OrderStatusBadge status={order.status} />
                      </div>
                      <Customer order={order} />
                      <p className="text-sm">
                        {t`${plural(items, { one: '# item', other: '# items' })}`} ·{' '}
                        <span className="font-semibold tabular-nums">{formatPrice(order.totalAmount)}</span>
                      </p>
                      <div className="flex flex-wrap items-center gap-2">
                        <OrderStatusSelect orderId={order.id} status={order.status} />
                        <RefundDecisionDialog order={order} />
                      </div>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </PagedList>
    </section>
  );
}
