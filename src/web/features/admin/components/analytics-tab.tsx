import { ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { loadCode } from '../../../lib/load-code.ts';
import { useAdminAnalytics } from '../api/get-admin-analytics.ts';
import { useAdminRevenue } from '../api/get-admin-revenue.ts';
import { indiaCount, indiaDateTime } from './admin-format.ts';
import { ListError } from './list-states.tsx';

// The charts library is loaded only when this tab is opened.
const AnalyticsCharts = lazy(() => loadCode(() => import('./analytics-charts.tsx')));

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <p className="font-medium text-slate-600 text-sm">{label}</p>
      <p className="font-bold text-2xl text-slate-900 tabular-nums">{value}</p>
      {detail && <p className="text-slate-600 text-sm">{detail}</p>}
    </Card>
  );
}

/** '22/7/2025, 3:45:00 pm by admin'. */
function ResetLine({ date, admin }: { date: string; admin: string }) {
  return (
    <Trans>
      <span className="tabular-nums">{date}</span> by {admin}
    </Trans>
  );
}

function RevenueHistory() {
  const revenue = useAdminRevenue();
  const { i18n, t } = useLingui();
  if (!revenue.data) return null;
  const { resets, since, orders } = revenue.data;
  const fees = formatPrice(revenue.data.platformFees);
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-base text-slate-900">
        <Trans>Revenue resets</Trans>
      </h3>
      <p className="text-slate-600 text-sm">
        {since
          ? t`Platform Revenue counts ${fees} from ${plural(orders, { one: '# order', other: '# orders' })} since ${ph({ date: indiaDateTime(i18n, since) })}. Resetting never deletes an order.`
          : t`Platform Revenue has never been reset: it counts every order. Resetting never deletes an order.`}
      </p>
      {resets.length > 0 && (
        <ul className="mt-3 divide-y text-sm">
          {resets.map((reset) => (
            <li key={reset.id} className="py-2">
              <ResetLine date={indiaDateTime(i18n, reset.createdAt)} admin={reset.adminName} />
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
  const { t } = useLingui();
  const analytics = useAdminAnalytics();
  if (analytics.isPending) return <Skeleton className="h-64 w-full" />;
  if (analytics.isError) return <ListError error={analytics.error} onRetry={() => analytics.refetch()} />;
  const data = analytics.data;
  const totalOrders = data.ordersByStatus.reduce((sum, row) => sum + row.count, 0);
  return (
    <section aria-labelledby="analytics-heading" className="flex flex-col gap-4">
      <h2 id="analytics-heading" className="sr-only">
        <Trans>Analytics</Trans>
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={t`Total platform fees`}
          value={formatPrice(data.platformFees)}
          detail={t`All time, without cancelled or refunded orders`}
        />
        <Figure
          label={t`Fee rate`}
          value={data.feeRateLabel}
          detail={t`15% up to ₹499 · 10% ₹500–₹1,499 · 5% above`}
        />
        <Figure label={t`Average order value`} value={formatPrice(data.averageOrderValue)} />
        <Figure label={t`Orders`} value={indiaCount(totalOrders)} detail={t`Every status`} />
      </div>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <AnalyticsCharts analytics={data} />
      </Suspense>
      <RevenueHistory />
    </section>
  );
}
