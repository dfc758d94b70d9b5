import { Link } from 'react-router';
import { LATEST_LISTINGS, useProducts } from '../api/get-products.ts';
import { LandingSection } from './landing-section.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** The eight newest listings. */
export function LatestListings() {
  const { data, isPending, isError } = useProducts(LATEST_LISTINGS);

  return (
    <LandingSection
      title="Latest listings"
      action={
        <Link
          to="/browse"
          className="flex min-h-11 items-center font-medium text-primary-800 text-sm underline-offset-4 hover:underline"
        >
          See all
        </Link>
      }
    >
      {isPending && <ProductGridSkeleton count={LATEST_LISTINGS.limit} />}
      {isError && (
        <p className="text-slate-600">
          The latest listings could not be loaded.{' '}
          <Link to="/browse" className="font-medium text-primary-800 underline underline-offset-4">
            Browse all items
          </Link>
        </p>
      )}
      {data && <ProductGrid products={data.products} />}
    </LandingSection>
  );
}
