import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IndianRupee, type LucideIcon, Package, RotateCcw, ShoppingCart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminStats } from '../../../../domain/contracts/admin.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { useResetRevenue } from '../api/reset-revenue.ts';

const count = (value: number) => value.toLocaleString('en-IN');

function SummaryCard({
  title,
  icon: Icon,
  value,
  detail,
  action,
}: {
  title: string;
  icon: LucideIcon;
  value: string;
  detail: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-1 p-3 sm:p-4" role="group" aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-medium text-slate-600 text-sm">{title}</h2>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-800" />
      </div>
      <p className="font-bold text-slate-900 text-xl tabular-nums sm:text-2xl">{value}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-600 text-sm">{detail}</p>
        {action}
      </div>
    </Card>
  );
}

function ResetRevenueButton() {
  const reset = useResetRevenue();
  const { t } = useLingui();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" loading={reset.isPending}>
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Reset</Trans>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t`Reset platform revenue?`}</AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>
            Platform fees will count from ₹0 again from now on. No order or fee is deleted, and the figure
            before the reset stays in the reset history on the Analytics tab.
          </Trans>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans>Cancel</Trans>
          </AlertDialogCancel>
          <AlertDialogAction onClick={() => reset.mutate()}>
            <Trans>Reset revenue</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function SummaryCardsView({ stats }: { stats: AdminStats }) {
  const { t } = useLingui();
  const usersToday = count(stats.usersToday);
  const available = count(stats.availableProducts);
  const pending = count(stats.pendingOrders);
  const completed = stats.completedOrders;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard
        title={t`Total Users`}
        icon={Users}
        value={count(stats.totalUsers)}
        detail={t`${usersToday} new today`}
      />
      <SummaryCard
        title={t`Total Products`}
        icon={Package}
        value={count(stats.totalProducts)}
        detail={t`${available} available`}
      />
      <SummaryCard
        title={t`Total Orders`}
        icon={ShoppingCart}
        value={count(stats.totalOrders)}
        detail={t`${pending} pending`}
      />
      <SummaryCard
        title={t`Platform Revenue`}
        icon={IndianRupee}
        value={formatPrice(stats.platformFees)}
        detail={t`${plural(completed, { one: '# completed order', other: '# completed orders' })}`}
        action={<ResetRevenueButton />}
      />
    </div>
  );
}

/** The four summary cards of the dashboard (spec, section 2). */
export function SummaryCards() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <div aria-busy="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="text-red-700 text-sm">
        <Trans>The figures could not be loaded. Reload the page to try again.</Trans>
      </p>
    );
  }
  return <SummaryCardsView stats={stats.data} />;
}
