import type { AdminOrder } from '../../../../domain/contracts/admin.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatOrderNumber, formatPrice } from '../../../lib/format.ts';
import { useDeleteAdminOrder } from '../api/delete-admin-order.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { indiaDateTime, type Period, periodStart } from './admin-format.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';
import { FilterBar, FilterSelect, SearchField } from './filter-controls.tsx';
import { OrderBuyer, OrderProducts, OrderSellers } from './order-cells.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { PagedList } from './paged-list.tsx';
import { RefundDecisionDialog } from './refund-decision-dialog.tsx';
import { ANY_ORDER, useListFilters } from './use-list-filters.ts';

type StatusFilter = 'all' | 'pending' | 'pending_cod' | 'completed' | 'cancelled';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'pending_cod', label: 'Pending (COD)' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

const PERIOD_OPTIONS: { value: Period; label: string }[] = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Past week' },
  { value: 'month', label: 'Past month' },
];

function DeleteTransaction({ order }: { order: AdminOrder }) {
  const remove = useDeleteAdminOrder();
  const number = formatOrderNumber(order.id);
  return (
    <ConfirmDeleteButton
      compact
      label={`Delete ${number}`}
      title={`Delete ${number}?`}
      description="The transaction disappears from the dashboard and the buyer's orders. It stays in the database and the audit log, so the history is never lost."
      pending={remove.isPending}
      onConfirm={() => remove.mutate(order.id)}
    />
  );
}

function TransactionsTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border bg-white lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Transactions</caption>
        <thead className="bg-slate-50 text-slate-600 text-xs uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Transaction ID
            </th>
            <th scope="col" className="px-3 py-2">
              Date
            </th>
            <th scope="col" className="px-3 py-2">
              Seller
            </th>
            <th scope="col" className="px-3 py-2">
              Buyer
            </th>
            <th scope="col" className="px-3 py-2">
              Products
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Platform Fee
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {orders.map((order) => (
            <tr key={order.id} className="align-top">
              <th scope="row" className="px-3 py-3 font-semibold text-slate-900 tabular-nums">
                {formatOrderNumber(order.id)}
              </th>
              <td className="px-3 py-3 text-slate-700 tabular-nums">{indiaDateTime(order.createdAt)}</td>
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
                  <DeleteTransaction order={order} />
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
  return (
    <ul aria-label="Transactions" className="flex flex-col gap-3 lg:hidden">
      {orders.map((order) => {
        const number = formatOrderNumber(order.id);
        return (
          <li key={order.id}>
            <Card className="flex flex-col gap-3 p-4" role="article" aria-label={number}>
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h3 className="font-semibold text-slate-900 tabular-nums">{number}</h3>
                  <p className="text-slate-600 text-xs tabular-nums">{indiaDateTime(order.createdAt)}</p>
                </div>
                <OrderStatusBadge status={order.status} />
              </div>
              <OrderProducts order={order} />
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600 text-xs">Amount</dt>
                  <dd className="font-semibold tabular-nums">{formatPrice(order.totalAmount)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 text-xs">Platform Fee</dt>
                  <dd className="tabular-nums">{formatPrice(order.commission)}</dd>
                </div>
              </dl>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <div>
                  <h4 className="mb-1 font-medium text-slate-600 text-xs uppercase">Seller</h4>
                  <OrderSellers order={order} />
                </div>
                <div>
                  <h4 className="mb-1 font-medium text-slate-600 text-xs uppercase">Buyer</h4>
                  <OrderBuyer order={order} />
                </div>
              </div>
              <div className="flex items-center gap-2 border-t pt-3">
                <OrderStatusSelect orderId={order.id} status={order.status} />
                <RefundDecisionDialog order={order} />
                <DeleteTransaction order={order} />
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
        Transactions
      </h2>
      <FilterBar>
        <SearchField
          label="Search transactions"
          placeholder="Seller, buyer or product"
          value={list.typed.search}
          onChange={(search) => list.type({ search })}
        />
        <FilterSelect
          label="Status"
          value={list.chosen.status}
          onChange={(status) => list.choose({ status })}
          options={STATUS_OPTIONS}
        />
        <FilterSelect
          label="Date"
          value={list.chosen.period}
          onChange={(period) => list.choose({ period, from: periodStart(period) })}
          options={PERIOD_OPTIONS}
        />
        <SearchField
          label="Seller"
          placeholder="Name, e-mail or phone"
          value={list.typed.seller}
          onChange={(seller) => list.type({ seller })}
        />
        <SearchField
          label="Buyer"
          placeholder="Name, e-mail or phone"
          value={list.typed.buyer}
          onChange={(buyer) => list.type({ buyer })}
        />
      </FilterBar>
      <PagedList query={orders} list={list} noun="transactions" emptyTitle="No transactions found">
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
