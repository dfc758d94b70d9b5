import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, PackageOpen, Plus } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { User } from '../../../domain/contracts/auth.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { pageParam } from '../../components/ui/pagination.tsx';
import { CenteredSpinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { useSellerListings } from './api/get-seller-listings.ts';
import { PricingGuideTab } from './components/pricing-guide-tab.tsx';
import { SellerListingCard, SellerListingCardSkeleton } from './components/seller-listing-card.tsx';

function AddNewProductButton() {
  return (
    <Button asChild>
      <Link to="/sell">
        <Plus aria-hidden="true" className="size-5" />
        <Trans>Add New Product</Trans>
      </Link>
    </Button>
  );
}

function MyListings({ user, editId }: { user: User; editId: number | null }) {
  const { t } = useLingui();
  const { data: listings, isPending, isError, error, refetch } = useSellerListings(user.id);
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <SellerListingCardSkeleton />
        <SellerListingCardSkeleton />
        <SellerListingCardSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={CircleAlert}
        title={t`Your listings could not be loaded`}
        description={errorMessage(error)}
        action={
          <Button onClick={() => refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (listings.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title={t`No products listed yet`}
        description={t`List a book, notes or a calculator and it shows up here.`}
        action={<AddNewProductButton />}
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing) => (
        <li key={listing.id}>
          <SellerListingCard listing={listing} startEditing={listing.id === editId} />
        </li>
      ))}
    </ul>
  );
}

const TABS = ['listings', 'sales', 'earnings', 'guide'] as const;
type Tab = (typeof TABS)[number];

/**
 * The open tab and its page (sales or earnings) live in the address (?tab=sales&page=2), so Back returns to them;
 * ?edit={id} opens a listing's edit dialog.
 */
function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'listings';
  const page = pageParam(params);
  const selectTab = (value: string) => setParams(value === 'listings' ? {} : { tab: value });
  const pageHref = (name: Tab) => (n: number) => (n === 1 ? `?tab=${name}` : `?tab=${name}&page=${n}`);
  const editId = Number(params.get('edit')) || null;
  return { tab, page, selectTab, pageHref, editId };
}

/** A paged tab of the dashboard: its page number, and the link to another of its pages. */
interface PagedTabProps {
  page: number;
  hrefFor: (page: number) => string;
}

export interface SellerListingsPageProps {
  /** The Sales and Earnings tabs, which the sales and earnings features show: the route passes them in. */
  SalesTab: ComponentType<PagedTabProps>;
  EarningsTab: ComponentType<PagedTabProps>;
}

/** /seller-listings: the seller dashboard with the seller's own listings, their sales, earnings and the pricing guide. */
export function SellerListingsPage({ SalesTab, EarningsTab }: SellerListingsPageProps) {
  const { t } = useLingui();
  const { data: user, isPending } = useUser();
  const { tab, page, selectTab, pageHref, editId } = useDashboardTab();
  if (isPending) return <CenteredSpinner />;
  if (!user) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-10">
        <EmptyState
          icon={CircleAlert}
          title={t`Please log in to view your listings`}
          action={
            <Button asChild>
              <Link to="/auth">
                <Trans>Sign In</Trans>
              </Link>
            </Button>
          }
        />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <title>{pageTitle(t`My Listings`)}</title>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl text-slate-900">
            <Trans>Seller Dashboard</Trans>
          </h1>
          <p className="text-slate-600 text-sm">
            <Trans>Manage what you sell on PassItOn.</Trans>
          </p>
        </div>
        <AddNewProductButton />
      </div>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label={t`Seller dashboard`}>
          <TabsTrigger value="listings">
            <Trans>My Listings</Trans>
          </TabsTrigger>
          <TabsTrigger value="sales">
            <Trans>Sales</Trans>
          </TabsTrigger>
          <TabsTrigger value="earnings">
            <Trans>Earnings</Trans>
          </TabsTrigger>
          <TabsTrigger value="guide">
            <Trans>Pricing Guide</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="listings">
          <MyListings user={user} editId={editId} />
        </TabsContent>
        <TabsContent value="sales">
          <SalesTab page={page} hrefFor={pageHref('sales')} />
        </TabsContent>
        <TabsContent value="earnings">
          <EarningsTab page={page} hrefFor={pageHref('earnings')} />
        </TabsContent>
        <TabsContent value="guide">
          <PricingGuideTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
