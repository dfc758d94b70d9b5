import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle } from '../../../domain/seo.ts';
import { CenteredSpinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { AccessDenied } from './components/access-denied.tsx';
import { DatabaseOverviewTab } from './components/db-overview-tab.tsx';
import { DatabaseProductsTab } from './components/db-products-tab.tsx';
import { DatabaseUsersTab } from './components/db-users-tab.tsx';
import { SqlQueryTab } from './components/sql-query-tab.tsx';

/** /database-monitor: overview, users, products and the read-only SQL console (spec, section 2). */
export function DatabaseMonitorPage() {
  const { data: user, isPending } = useUser();
  const { t } = useLingui();
  if (isPending) return <CenteredSpinner />;
  if (!user?.isAdmin)
    return <AccessDenied message={t`You need admin privileges to access the database monitor.`} />;

  return (
    <section aria-labelledby="monitor-heading" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <title>{pageTitle(t`Database Monitor`)}</title>
      <div>
        <h1 id="monitor-heading" className="font-bold text-2xl text-slate-900">
          <Trans>Database Monitor</Trans>
        </h1>
        <p className="text-slate-600 text-sm">
          <Trans>What is in the database, who the admins are, and a read-only SQL console.</Trans>
        </p>
      </div>
      <Tabs defaultValue="overview">
        <TabsList aria-label={t`Database monitor`}>
          <TabsTrigger value="overview">
            <Trans>Overview</Trans>
          </TabsTrigger>
          <TabsTrigger value="users">
            <Trans>Users</Trans>
          </TabsTrigger>
          <TabsTrigger value="products">
            <Trans>Products</Trans>
          </TabsTrigger>
          <TabsTrigger value="sql">
            <Trans>SQL Query</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <DatabaseOverviewTab />
        </TabsContent>
        <TabsContent value="users">
          <DatabaseUsersTab />
        </TabsContent>
        <TabsContent value="products">
          <DatabaseProductsTab />
        </TabsContent>
        <TabsContent value="sql">
          <SqlQueryTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
