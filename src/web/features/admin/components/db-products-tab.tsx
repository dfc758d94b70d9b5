import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { categoryName } from '../../../lib/i18n/catalogue-labels.ts';
import { useDatabaseProducts } from '../api/get-database-products.ts';
import { indiaCount } from './admin-format.ts';
import { ListError } from './list-states.tsx';

function CountList({ label, rows }: { label: string; rows: { name: string; count: number }[] }) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  if (rows.length === 0) {
    return (
      <p className="text-slate-600 text-sm">
        <Trans>No listings yet.</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.name} className="text-sm">
          <div className="flex justify-between gap-2">
            <span className="text-slate-900">{row.name}</span>
            <span className="font-semibold tabular-nums">{indiaCount(row.count)}</span>
          </div>
          {/* A bar for the eye; the number beside it says the same. */}
          <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
            <div
              className="h-1.5 rounded-full bg-primary-700"
              style={{ width: `${(row.count / most) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Products: counts by category, the sellers with most listings, active and out of stock. */
export function DatabaseProductsTab() {
  const products = useDatabaseProducts();
  const { i18n, t } = useLingui();
  if (products.isPending) return <Skeleton className="h-64 w-full" />;
  if (products.isError) return <ListError error={products.error} onRetry={() => products.refetch()} />;
  const data = products.data;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle size="md">
            <Trans>Product status</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-3 gap-2 text-center">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600 text-xs">
                <Trans>Total</Trans>
              </dt>
              <dd className="font-bold text-xl tabular-nums">{indiaCount(data.total)}</dd>
            </div>
            <div className="rounded-lg bg-status-green-soft p-3">
              <dt className="text-status-green text-xs">
                <Trans>Active</Trans>
              </dt>
              <dd className="font-bold text-status-green text-xl tabular-nums">{indiaCount(data.active)}</dd>
            </div>
            <div className="rounded-lg bg-status-red-soft p-3">
              <dt className="text-status-red text-xs">
                <Trans>Out of Stock</Trans>
              </dt>
              <dd className="font-bold text-status-red text-xl tabular-nums">
                {indiaCount(data.outOfStock)}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle size="md">
            <Trans>By category</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CountList
            label={t`Products by category`}
            rows={data.categories.map((row) => ({
              name: categoryName(i18n, row.category),
              count: row.count,
            }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle size="md">
            <Trans>Top sellers</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CountList
            label={t`Top sellers`}
            rows={data.topSellers.map((row) => ({
              name: t`Seller #${ph({ id: row.seller_id })}`,
              count: row.count,
            }))}
          />
        </CardContent>
      </Card>
    </div>
  );
}
