import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AchievementCategory } from '../../../domain/achievements.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { achievementStatuses } from './achievement-progress.ts';
import { useEarnedAchievements } from './api/get-earned-achievements.ts';
import { useUserStats } from './api/get-user-stats.ts';
import { AchievementList } from './components/achievement-list.tsx';
import { OverviewTab } from './components/overview-tab.tsx';

// The milestone category has no tab (spec, section 2); its achievements count in Progress and Recent.
const categoryTabs: {
  value: string;
  label: MessageDescriptor;
  listLabel: MessageDescriptor;
  category: AchievementCategory;
}[] = [
  { value: 'sales', label: msg`Sales`, listLabel: msg`Sales achievements`, category: 'seller' },
  { value: 'purchases', label: msg`Purchases`, listLabel: msg`Purchases achievements`, category: 'buyer' },
  {
    value: 'community',
    label: msg`Community`,
    listLabel: msg`Community achievements`,
    category: 'community',
  },
];

/**
 * /achievements: the signed-in user's progress, level, points and badges, never a fixed user's
 * (docs/decisions/005-admin-role-and-ownership.md).
 */
export function AchievementsPage() {
  const { t, i18n } = useLingui();
  const { data: user } = useUser();
  // The route guard renders this page only for a signed-in user.
  const userId = user?.id ?? 0;
  const earned = useEarnedAchievements(userId);
  const stats = useUserStats(userId);

  return (
    <section aria-labelledby="achievements-heading" className="mx-auto max-w-5xl px-4 py-6">
      <title>{pageTitle(t`Achievements`)}</title>
      <h1 id="achievements-heading" className="font-bold text-2xl text-slate-900">
        <Trans>Achievements</Trans>
      </h1>
      <p className="mt-1 text-slate-600">
        <Trans>Track your progress and unlock rewards</Trans>
      </p>
      <div className="mt-6">
        {earned.isPending || stats.isPending ? (
          <AchievementsSkeleton />
        ) : earned.isError || stats.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-slate-700">
            <p>
              <Trans>Your achievements could not be loaded. Check your connection and try again.</Trans>
            </p>
            <Button
              variant="outline"
              onClick={() => {
                void earned.refetch();
                void stats.refetch();
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <Tabs defaultValue="overview">
            <TabsList aria-label={t`Achievement categories`}>
              <TabsTrigger value="overview" compact>
                <Trans>Overview</Trans>
              </TabsTrigger>
              {categoryTabs.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value} compact>
                  {i18n._(tab.label)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab earned={earned.data} stats={stats.data} />
            </TabsContent>
            {categoryTabs.map((tab) => (
              <TabsContent key={tab.value} value={tab.value}>
                <AchievementList
                  label={i18n._(tab.listLabel)}
                  statuses={achievementStatuses(tab.category, earned.data, stats.data)}
                />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </section>
  );
}

function AchievementsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">
        <Trans>Loading your achievements…</Trans>
      </span>
      <Skeleton className="h-12 w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        {[1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-40 w-full" />
        ))}
      </div>
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
