import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrder } from '../../../../domain/contracts/admin.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatOrderNumber, formatPrice } from '../../../lib/format.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { indiaDateTime, type Period, periodStart } from './admin-format.ts';
import { AdminOrderLink } from './admin-order-link.tsx';
import { DeleteTransactionButton } from './delete-transaction-button.tsx';
import { FilterBar, FilterSelect, SearchField, translatedOptions } from './filter-controls.tsx';
import { OrderBuyer, OrderProducts, OrderSellers } from './order-cells.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { PagedList } from './paged-list.tsx';
import { RefundDecisionDialog } from './refund-decision-dialog.tsx';
import { ANY_ORDER, useListFilters } from './use-list-filters.ts';

type StatusFilter = 'all' | 'pending' | 'pending_cod' | 'completed' | 'cancelled';

const STATUS_OPTIONS: { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All statuses` },
  { value: 'pending', label: msg`Pending` },
  { value: 'pending_cod', label: msg`Pending (COD)` },
  { value: 'completed', label: msg`Completed` },
  { value: 'cancelled', label: msg`Cancelled` },
];

const PERIOD_OPTIONS: { value: Period; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All time` },
  { value: 'today', label: msg`Today` },
  { value: 'week', label: msg`Past week` },
  { value: 'month', label: msg`Past month` },
];

function TransactionsTable({ orders }: { orders: AdminOrder[] }) {
  const { i18n } = useLingui();
  return (
    <div className="hidden overflow-x-auto rounded-lg border bg-white lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Transactions</Trans>
        </caption>
        <thead className="bg-slate-50 text-slate-600 text-xs uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              <Trans>Transaction ID</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Seller</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Buyer</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Products</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <Trans>Amount</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              <Trans>Platform Fee</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {orders.map((order) => (
            <tr key={order.id} className="align-top">
              <th scope="row" className="px-3 py-3 font-semibold text-slate-900 tabular-nums">
                <AdminOrderLink orderId={order.id} from="transactions" />
              </th>
              <td className="px-3 py-3 text-slate-700 tabular-nums">
                {indiaDateTime(i18n, order.createdAt)}
              </td>
              <td className="px-3 py-3">
                <OrderSellers order={order} />
              </td>
              <td className="px-3 py-3">
                <OrderBuyer order={order} />
              </td>
              <td className="px-3 py-3">
                <OrderProducts order={order} />
              </td>
              <td className="px-3 py-3 text-right font-semibold tabular-nums">
                {formatPrice(order.totalAmount)}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{formatPrice(order.commission)}</td>
              <td className="px-3 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-3 py-3">
                <div className="flex items-center gap-2">
                  <OrderStatusSelect orderId={order.id} status={order.status} />
                  <RefundDecisionDialog order={order} />
                  <DeleteTransactionButton compact orderId={order.id} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionCards({ orders }: { orders: AdminOrder[] }) {
  const { i18n, t } = useLingui();
  return (
    <ul aria-label={t`Transactions`} className="flex flex-col gap-3 lg:hidden">
      {orders.map((order) => {
        const number = formatOrderNumber(order.id);
        return (
          <li key={order.id}>
            <Card className="flex flex-col gap-3 p-4" role="article" aria-label={number}>
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h3 className="font-semibold text-slate-900 tabular-nums">
                    <AdminOrderLink orderId={order.id} from="transactions" />
                  </h3>
                  <p className="text-slate-600 text-xs tabular-nums">
                    {indiaDateTime(i18n, order.createdAt)}
                  </p>
                </div>
                <OrderStatusBadge status={order.status} />
              </div>
              <OrderProducts order={order} />
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600 text-xs">
                    <Trans>Amount</Trans>
                  </dt>
                  <dd className="font-semibold tabular-nums">{formatPrice(order.totalAmount)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 text-xs">
                    <Trans>Platform Fee</Trans>
                  </dt>
                  <dd className="tabular-nums">{formatPrice(order.commission)}</dd>
                </div>
              </dl>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <div>
                  <h4 className="mb-1 font-medium text-slate-600 text-xs uppercase">
                    <Trans>Seller</Trans>
                  </h4>
                  <OrderSellers order={order} />
                </div>
                <div>
                  <h4 className="mb-1 font-medium text-slate-600 text-xs uppercase">
                    <Trans>Buyer</Trans>
                  </h4>
                  <OrderBuyer order={order} />
                </div>
              </div>
              <div className="flex items-center gap-2 border-t pt-3">
                <OrderStatusSelect orderId={order.id} status={order.status} />
                <RefundDecisionDialog order={order} />
                <DeleteTransactionButton compact orderId={order.id} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Transactions: every order with search, filters, the status dropdown and delete (spec, section 2). */
export function TransactionsTab() {
  const { i18n, t } = useLingui();
  const list = useListFilters({ search: '', seller: '', buyer: '' }, ANY_ORDER);
  const { search, seller, buyer, status, from } = list.filters;
  const orders = useAdminOrders({
    search,
    seller,
    buyer,
    status: status === 'all' ? undefined : status,
    from,
    ...list.page,
  });

  return (
    <section aria-labelledby="transactions-heading">
      <h2 id="transactions-heading" className="sr-only">
        <Trans>Transactions</Trans>
      </h2>
      <FilterBar>
        <SearchField
          label={t`Search transactions`}
          placeholder={t`Seller, buyer or product`}
          value={list.typed.search}
          onChange={(search) => list.type({ search })}
        />
        <FilterSelect
          label={t`Status`}
          value={list.chosen.status}
          onChange={(status) => list.choose({ status })}
          options={translatedOptions(i18n, STATUS_OPTIONS)}
        />
        <FilterSelect
          label={t`Date`}
          value={list.chosen.period}
          onChange={(period) => list.choose({ period, from: periodStart(period) })}
          options={translatedOptions(i18n, PERIOD_OPTIONS)}
        />
        <SearchField
          label={t`Seller`}
          placeholder={t`Name, e-mail or phone`}
          value={list.typed.seller}
          onChange={(seller) => list.type({ seller })}
        />
        <SearchField
          label={t`Buyer`}
          placeholder={t`Name, e-mail or phone`}
          value={list.typed.buyer}
          onChange={(buyer) => list.type({ buyer })}
        />
      </FilterBar>
      <PagedList query={orders} list={list} noun="transactions" emptyTitle={t`No transactions found`}>
        {(items) => (
          <>
            <TransactionsTable orders={items} />
            <TransactionCards orders={items} />
          </>
        )}
      </PagedList>
    </section>
  );
}
