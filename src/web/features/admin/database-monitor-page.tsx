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
  if (isPending) return <CenteredSpinner />;
  if (!user?.isAdmin)
    return <AccessDenied message="You need admin privileges to access the database monitor." />;

  return (
    <section aria-labelledby="monitor-heading" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <title>{pageTitle('Database Monitor')}</title>
      <div>
        <h1 id="monitor-heading" className="font-bold text-2xl text-slate-900">
          Database Monitor
        </h1>
        <p className="text-slate-600 text-sm">
          What is in the database, who the admins are, and a read-only SQL console.
        </p>
      </div>
      <Tabs defaultValue="overview">
        <TabsList aria-label="Database monitor">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="products">Products</TabsTrigger>
          <TabsTrigger value="sql">SQL Query</TabsTrigger>
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
