import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LATEST_LISTINGS, useProducts } from '../api/get-products.ts';
import { LandingSection } from './landing-section.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** The eight newest listings. */
export function LatestListings() {
  const { t } = useLingui();
  const { data, isPending, isError } = useProducts(LATEST_LISTINGS);

  return (
    <LandingSection
      title={t`Latest listings`}
      action={
        <Link
          to="/browse"
          className="flex min-h-11 items-center font-medium text-primary-800 text-sm underline-offset-4 hover:underline"
        >
          <Trans>See all</Trans>
        </Link>
      }
    >
      {isPending && <ProductGridSkeleton count={LATEST_LISTINGS.limit} />}
      {isError && (
        <p className="text-slate-600">
          <Trans>
            The latest listings could not be loaded.{' '}
            <Link to="/browse" className="font-medium text-primary-800 underline underline-offset-4">
              Browse all items
            </Link>
          </Trans>
        </p>
      )}
      {data && <ProductGrid products={data.products} />}
    </LandingSection>
  );
}
