import { lazy, Suspense } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { countOf, formatPrice } from '../../../lib/format.ts';
import { useAdminAnalytics } from '../api/get-admin-analytics.ts';
import { useAdminRevenue } from '../api/get-admin-revenue.ts';
import { indiaDateTime } from './admin-format.ts';
import { ListError } from './list-states.tsx';

// The charts library is loaded only when this tab is opened.
const AnalyticsCharts = lazy(() => import('./analytics-charts.tsx'));

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <p className="font-medium text-slate-600 text-sm">{label}</p>
      <p className="font-bold text-2xl text-slate-900 tabular-nums">{value}</p>
      {detail && <p className="text-slate-600 text-sm">{detail}</p>}
    </Card>
  );
}

function RevenueHistory() {
  const revenue = useAdminRevenue();
  if (!revenue.data) return null;
  const { resets } = revenue.data;
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-base text-slate-900">Revenue resets</h3>
      <p className="text-slate-600 text-sm">
        {revenue.data.since
          ? `Platform Revenue counts ${formatPrice(revenue.data.platformFees)} from ${countOf(revenue.data.orders, 'order')} since ${indiaDateTime(revenue.data.since)}. Resetting never deletes an order.`
          : 'Platform Revenue has never been reset: it counts every order. Resetting never deletes an order.'}
      </p>
      {resets.length > 0 && (
        <ul className="mt-3 divide-y text-sm">
          {resets.map((reset) => (
            <li key={reset.id} className="py-2">
              <span className="tabular-nums">{indiaDateTime(reset.createdAt)}</span> by {reset.adminName}
              {reset.note && <span className="block text-slate-600">{reset.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Analytics: orders per status, fees over time, average order value, the fee rule, the reset history. */
export function AnalyticsTab() {
  const analytics = useAdminAnalytics();
  if (analytics.isPending) return <Skeleton className="h-64 w-full" />;
  if (analytics.isError) return <ListError error={analytics.error} onRetry={() => analytics.refetch()} />;
  const data = analytics.data;
  const totalOrders = data.ordersByStatus.reduce((sum, row) => sum + row.count, 0);
  return (
    <section aria-labelledby="analytics-heading" className="flex flex-col gap-4">
      <h2 id="analytics-heading" className="sr-only">
        Analytics
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Total platform fees"
          value={formatPrice(data.platformFees)}
          detail="All time, without cancelled or refunded orders"
        />
        <Figure
          label="Fee rate"
          value={data.feeRateLabel}
          detail="15% up to ₹499 · 10% ₹500–₹1,499 · 5% above"
        />
        <Figure label="Average order value" value={formatPrice(data.averageOrderValue)} />
        <Figure label="Orders" value={totalOrders.toLocaleString('en-IN')} detail="Every status" />
      </div>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <AnalyticsCharts analytics={data} />
      </Suspense>
      <RevenueHistory />
    </section>
  );
}
