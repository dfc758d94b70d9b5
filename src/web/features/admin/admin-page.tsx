import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { CenteredSpinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { AccessDenied } from './components/access-denied.tsx';
import { AnalyticsTab } from './components/analytics-tab.tsx';
import { FailingMail } from './components/failing-mail.tsx';
import { ListingOverview } from './components/listing-overview.tsx';
import { OrderManagement } from './components/order-management.tsx';
import { type EditListingDialogComponent, ProductsTab } from './components/products-tab.tsx';
import { ReportsTab } from './components/reports-tab.tsx';
import { SellerPayouts } from './components/seller-payouts.tsx';
import { SummaryCards } from './components/summary-cards.tsx';
import { TransactionsTab } from './components/transactions-tab.tsx';
import { UnclaimedPayments, UnclaimedPaymentsAlert } from './components/unclaimed-payments.tsx';
import { AllUsersTab, BuyersTab, SellersTab } from './components/user-tabs.tsx';

const TABS = [
  { value: 'new-orders', label: msg`New Orders` },
  { value: 'transactions', label: msg`Transactions` },
  { value: 'products', label: msg`Products` },
  { value: 'sellers', label: msg`Sellers` },
  { value: 'buyers', label: msg`Buyers` },
  { value: 'users', label: msg`All Users` },
  { value: 'payouts', label: msg`Payouts` },
  { value: 'analytics', label: msg`Analytics` },
  { value: 'mail', label: msg`E-mail` },
  { value: 'reports', label: msg`Reports` },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

function Dashboard({ EditListingDialog }: AdminPageProps) {
  // The open tab is in the address (?tab=sellers), so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'new-orders';
  const { i18n, t } = useLingui();

  return (
    <section aria-labelledby="admin-heading" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <title>{pageTitle(t`Admin Dashboard`)}</title>
      <div>
        <h1 id="admin-heading" className="font-bold text-2xl text-slate-900">
          <Trans>Admin Dashboard</Trans>
        </h1>
        <p className="text-slate-600 text-sm">
          <Trans>Orders, listings, people and platform revenue of PassItOn.</Trans>
        </p>
      </div>
      <SummaryCards />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'new-orders' ? {} : { tab: next }, { replace: true })}
      >
        <TabsList aria-label={t`Admin dashboard`}>
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value} scrollOnPhone>
              {i18n._(item.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="new-orders" className="flex flex-col gap-8">
          <UnclaimedPaymentsAlert />
          <OrderManagement />
          <ListingOverview />
        </TabsContent>
        <TabsContent value="transactions">
          <TransactionsTab />
        </TabsContent>
        <TabsContent value="products">
          <ProductsTab EditListingDialog={EditListingDialog} />
        </TabsContent>
        <TabsContent value="sellers">
          <SellersTab />
        </TabsContent>
        <TabsContent value="buyers">
          <BuyersTab />
        </TabsContent>
        <TabsContent value="users">
          <AllUsersTab />
        </TabsContent>
        <TabsContent value="payouts" className="flex flex-col gap-8">
          <UnclaimedPayments />
          <SellerPayouts />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="mail">
          <FailingMail />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}

export interface AdminPageProps {
  /** The seller's edit form for a listing, which the selling feature owns: the route passes it in. */
  EditListingDialog: EditListingDialogComponent;
}

/** /admin: the admin dashboard (spec, section 2). The server refuses every admin call to anyone else anyway. */
export function AdminPage({ EditListingDialog }: AdminPageProps) {
  const { data: user, isPending } = useUser();
  const { t } = useLingui();
  if (isPending) return <CenteredSpinner />;
  if (!user?.isAdmin) {
    return <AccessDenied message={t`You don't have permission to access the admin dashboard.`} />;
  }
  return <Dashboard EditListingDialog={EditListingDialog} />;
}
