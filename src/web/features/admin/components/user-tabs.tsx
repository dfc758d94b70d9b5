import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  ADMIN_PREVIEW_COUNT,
  type AdminUser,
  type AdminUserRole,
} from '../../../../domain/contracts/admin.ts';
import { displayName } from '../../../../domain/display-name.ts';
import { statusLabel } from '../../../components/order-status-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatOrderNumber, formatPrice } from '../../../lib/format.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { indiaDate, moreCount } from './admin-format.ts';
import { ContactLinks } from './contact-links.tsx';
import { FilterBar, SearchField } from './filter-controls.tsx';
import { PagedList } from './paged-list.tsx';
import { type ListNoun, listNounName } from './pager.tsx';
import { useListFilters } from './use-list-filters.ts';
import { UserDetailsDialog } from './user-details-dialog.tsx';

interface Column {
  header: string;
  cell: (user: AdminUser) => ReactNode;
  numeric?: boolean;
}

function Identity({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col">
      <span className="font-medium text-slate-900">
        {user.username}{' '}
        {user.isAdmin && (
          <Badge tone="primary">
            <Trans>Admin</Trans>
          </Badge>
        )}
      </span>
      <span className="text-slate-600 text-xs">{t`User #${ph({ id: user.id })}`}</span>
    </div>
  );
}

function Contact({ user }: { user: AdminUser }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="break-all text-xs">{user.email}</span>
      {user.phone && <span className="text-xs tabular-nums">{user.phone}</span>}
      <ContactLinks name={displayName(user)} phone={user.phone} email={user.email} />
    </div>
  );
}

function RecentProducts({ user }: { user: AdminUser }) {
  const { i18n } = useLingui();
  const more = moreCount(i18n, user.productsListed, user.recentProducts.length);
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {user.recentProducts.map((product) => (
        <li key={product.id}>
          {product.title} <span className="text-slate-600 tabular-nums">· {formatPrice(product.price)}</span>
        </li>
      ))}
      {more && <li className="text-slate-600 text-xs">{more}</li>}
    </ul>
  );
}

function RecentOrders({ user }: { user: AdminUser }) {
  const { i18n } = useLingui();
  const more = moreCount(i18n, user.ordersPlaced, user.recentOrders.length);
  return (
    <ul className="flex flex-col gap-0.5 text-sm tabular-nums">
      {user.recentOrders.map((order) => (
        <li key={order.id}>
          {formatOrderNumber(order.id)} · {formatPrice(order.totalAmount)}{' '}
          <span className="text-slate-600">({statusLabel(order.status, i18n)})</span>
        </li>
      ))}
      {more && <li className="text-slate-600 text-xs">{more}</li>}
    </ul>
  );
}

/** One of the people tabs: a server-side searched, paged list with a table on wide screens and cards on phones. */
function UsersList({
  audience,
  noun,
  emptyTitle,
  columns,
  detailsLabel,
}: {
  audience: AdminUserRole;
  noun: ListNoun;
  emptyTitle: string;
  columns: Column[];
  detailsLabel: string;
}) {
  const { i18n, t } = useLingui();
  const list = useListFilters({ search: '' });
  const users = useAdminUsers({ role: audience, ...list.filters, ...list.page });
  const rows = listNounName(i18n, noun);

  return (
    <section aria-label={rows}>
      <FilterBar>
        <SearchField
          label={t`Search ${rows}`}
          placeholder={t`Username, name, e-mail, phone or ID`}
          value={list.typed.search}
          onChange={(search) => list.type({ search })}
        />
      </FilterBar>
      <PagedList query={users} list={list} noun={noun} emptyTitle={emptyTitle}>
        {(items) => (
          <>
            <div className="hidden overflow-x-auto rounded-lg border bg-white lg:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{rows}</caption>
                <thead className="bg-slate-50 text-slate-600 text-xs uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <Trans>User</Trans>
                    </th>
                    {columns.map((column) => (
                      <th
                        key={column.header}
                        scope="col"
                        className={column.numeric ? 'px-3 py-2 text-right' : 'px-3 py-2'}
                      >
                        {column.header}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">
                        <Trans>Actions</Trans>
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((user) => (
                    <tr key={user.id} className="align-top">
                      <th scope="row" className="px-3 py-3 font-normal">
                        <Identity user={user} />
                      </th>
                      {columns.map((column) => (
                        <td
                          key={column.header}
                          className={column.numeric ? 'px-3 py-3 text-right tabular-nums' : 'px-3 py-3'}
                        >
                          {column.cell(user)}
                        </td>
                      ))}
                      <td className="px-3 py-3">
                        <UserDetailsDialog user={user} label={detailsLabel} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul aria-label={rows} className="flex flex-col gap-3 lg:hidden">
              {items.map((user) => (
                <li key={user.id}>
                  <Card className="flex flex-col gap-3 p-4" role="article" aria-label={user.username}>
                    <Identity user={user} />
                    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
                      {columns.map((column) => (
                        <div key={column.header}>
                          <dt className="text-slate-600 text-xs uppercase">{column.header}</dt>
                          <dd>{column.cell(user)}</dd>
                        </div>
                      ))}
                    </dl>
                    <UserDetailsDialog user={user} label={detailsLabel} />
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </section>
  );
}

const contact = (header: string): Column => ({ header, cell: (user) => <Contact user={user} /> });

/** Sellers: users who own listings, their first three products, earnings and orders received. */
export function SellersTab() {
  const { t } = useLingui();
  return (
    <UsersList
      audience="sellers"
      noun="sellers"
      emptyTitle={t`No sellers yet`}
      detailsLabel={t`Details`}
      columns={[
        contact(t`Contact`),
        {
          header: t`Products (first ${ph({ count: ADMIN_PREVIEW_COUNT })})`,
          cell: (user) => <RecentProducts user={user} />,
        },
        { header: t`Total earnings`, numeric: true, cell: (user) => formatPrice(user.totalEarnings) },
        { header: t`Orders received`, numeric: true, cell: (user) => user.ordersReceived },
      ]}
    />
  );
}

/** Buyers: users with orders, what they spent and their three most recent orders. */
export function BuyersTab() {
  const { t } = useLingui();
  return (
    <UsersList
      audience="buyers"
      noun="buyers"
      emptyTitle={t`No buyers yet`}
      detailsLabel={t`Profile`}
      columns={[
        contact(t`Contact`),
        { header: t`Orders placed`, numeric: true, cell: (user) => user.ordersPlaced },
        { header: t`Total spent`, numeric: true, cell: (user) => formatPrice(user.totalSpent) },
        { header: t`Average order`, numeric: true, cell: (user) => formatPrice(user.averageOrderValue) },
        { header: t`Recent orders`, cell: (user) => <RecentOrders user={user} /> },
      ]}
    />
  );
}

/** All Users: id, username, e-mail, phone, products listed and joined date. */
export function AllUsersTab() {
  const { i18n, t } = useLingui();
  return (
    <UsersList
      audience="all"
      noun="users"
      emptyTitle={t`No users found`}
      detailsLabel={t`Details`}
      columns={[
        contact(t`Contact`),
        { header: t`Products listed`, numeric: true, cell: (user) => user.productsListed },
        { header: t`Joined`, cell: (user) => indiaDate(i18n, user.createdAt) },
      ]}
    />
  );
}
