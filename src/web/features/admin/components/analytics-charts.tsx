import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AdminAnalytics } from '../../../../domain/contracts/admin.ts';
import { averageOrderValue, toPaise, toRupeeString } from '../../../../domain/money.ts';
import { statusLabel } from '../../../components/order-status-badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { indiaLocale } from './admin-format.ts';

/**
 * The Analytics charts. recharts is large, so this file is its own chunk, loaded only when the Analytics tab
 * opens; every other screen (and the rest of the dashboard) never downloads it.
 */

const PRIMARY = '#3730a3';
const ACCENT = '#d97706';

/** '2025-07-22' → '22 Jul' (in Hindi '22 जुल॰'). */
const shortDay = (i18n: I18n, day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString(indiaLocale(i18n), { day: 'numeric', month: 'short' });

const rupeesTick = (value: number) => `₹${value.toLocaleString('en-IN')}`;

function ChartCard({
  title,
  description,
  children,
  wide = false,
}: {
  title: string;
  description: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Card className={wide ? 'xl:col-span-2' : undefined}>
      <CardHeader>
        <CardTitle size="md">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="h-64 w-full">{children}</div>
      </CardContent>
    </Card>
  );
}

export default function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { i18n, t } = useLingui();
  const byStatus = analytics.ordersByStatus.map((row) => ({
    status: statusLabel(row.status, i18n),
    orders: row.count,
  }));
  const daily = analytics.daily.map((day) => ({
    day: shortDay(i18n, day.day),
    fees: Number(day.platformFees),
    average:
      day.orders === 0 ? null : Number(toRupeeString(averageOrderValue(toPaise(day.revenue), day.orders))),
  }));

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <ChartCard title={t`Orders per status`} description={t`Every order that has not been deleted.`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={byStatus} margin={{ top: 8, right: 8, bottom: 8, left: 24 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="status"
              tick={{ fontSize: 12 }}
              interval={0}
              angle={-30}
              textAnchor="end"
              height={60}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip />
            <Bar dataKey="orders" name={t`Orders`} fill={PRIMARY} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title={t`Platform fees, last 30 days`}
        description={t`Fees of orders placed each day (India time).`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis tickFormatter={rupeesTick} tick={{ fontSize: 12 }} width={64} />
            <Tooltip formatter={(value) => formatPrice(Number(value))} />
            <Bar dataKey="fees" name={t`Platform fees`} fill={ACCENT} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        wide
        title={t`Average order value, last 30 days`}
        description={t`Order totals divided by the number of orders, per day.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis tickFormatter={rupeesTick} tick={{ fontSize: 12 }} width={64} />
            <Tooltip formatter={(value) => formatPrice(Number(value))} />
            <Line
              type="monotone"
              dataKey="average"
              name={t`Average order value`}
              stroke={PRIMARY}
              strokeWidth={2}
              connectNulls
              dot={{ r: 3 }}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
