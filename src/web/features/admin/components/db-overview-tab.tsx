import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Activity as ActivityIcon, IndianRupee, Package, ShoppingCart, Users } from 'lucide-react';
import type { Activity } from '../../../../domain/contracts/admin.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useDatabaseActivity } from '../api/get-database-activity.ts';
import { useDatabaseOrders } from '../api/get-database-orders.ts';
import { useDatabaseProducts } from '../api/get-database-products.ts';
import { useDatabaseUsers } from '../api/get-database-users.ts';
import { timeAgo } from './admin-format.ts';

const count = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-IN'));

function Stat({
  title,
  icon: Icon,
  value,
  detail,
}: {
  title: string;
  icon: typeof Users;
  value: string;
  detail: string;
}) {
  return (
    <Card className="flex flex-col gap-1 p-4" role="group" aria-label={title}>
      <div className="flex items-center justify-between">
        <h3 className="font-medium text-slate-600 text-sm">{title}</h3>
        <Icon aria-hidden="true" className="size-5 text-primary-800" />
      </div>
      <p className="font-bold text-2xl text-slate-900 tabular-nums">{value}</p>
      <p className="text-slate-600 text-sm">{detail}</p>
    </Card>
  );
}

const ACTIVITY_TONES: Record<Activity['type'], BadgeTone> = {
  user: 'primary',
  product: 'accent',
  order: 'green',
};
const ACTIVITY_LABELS: Record<Activity['type'], MessageDescriptor> = {
  user: msg`User`,
  product: msg`Listing`,
  order: msg`Order`,
};

/** Overview: totals, new today, active listings, revenue, platform fee and the recent activity. */
export function DatabaseOverviewTab() {
  const users = useDatabaseUsers();
  const products = useDatabaseProducts();
  const orders = useDatabaseOrders();
  const activity = useDatabaseActivity();
  const { i18n, t } = useLingui();
  const newToday = count(users.data?.new_today);
  const active = count(products.data?.active);
  const revenue = orders.data ? formatPrice(orders.data.revenue) : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          title={t`Users`}
          icon={Users}
          value={count(users.data?.total)}
          detail={t`${newToday} new today`}
        />
        <Stat
          title={t`Products`}
          icon={Package}
          value={count(products.data?.total)}
          detail={t`${active} active listings`}
        />
        <Stat
          title={t`Orders`}
          icon={ShoppingCart}
          value={count(orders.data?.total)}
          detail={revenue ? t`${revenue} revenue` : '…'}
        />
        <Stat
          title={t`Platform fee`}
          icon={IndianRupee}
          value={orders.data ? formatPrice(orders.data.commission) : '…'}
          detail={t`All time, orders not cancelled or refunded`}
        />
      </div>
      <Card className="p-4">
        <h3 className="mb-2 flex items-center gap-2 font-semibold text-base text-slate-900">
          <ActivityIcon aria-hidden="true" className="size-5 text-primary-800" />
          <Trans>Recent activity</Trans>
        </h3>
        {activity.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : activity.isError ? (
          <p role="alert" className="text-red-700 text-sm">
            <Trans>The recent activity could not be loaded.</Trans>
          </p>
        ) : activity.data.length === 0 ? (
          <p className="text-slate-600 text-sm">
            <Trans>Nothing has happened yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Recent activity`} className="divide-y">
            {activity.data.map((entry) => (
              <li
                key={`${entry.type}-${entry.createdAt}-${entry.message}`}
                className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
              >
                <span className="min-w-0 flex-1 text-slate-900">{entry.message}</span>
                <span className="flex items-center gap-2">
                  <Badge tone={ACTIVITY_TONES[entry.type]}>{i18n._(ACTIVITY_LABELS[entry.type])}</Badge>
                  <span className="text-slate-600 text-xs">{timeAgo(i18n, entry.createdAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
