import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useFavourites } from '../../lib/favourites/favourites.ts';
import { countOf } from '../../lib/format.ts';
import { ProductGrid, ProductGridSkeleton } from './components/product-grid.tsx';

/** /saved: the listings the signed-in student saved, last saved first (docs/decisions/018-favourites.md). */
export function SavedPage() {
  const favourites = useFavourites();
  const count = favourites.products.length;

  return (
    <section aria-labelledby="saved-heading" className="mx-auto max-w-6xl px-4 py-6">
      <title>{pageTitle('Saved listings')}</title>
      <div className="mb-4 flex items-baseline gap-2">
        <h1 id="saved-heading" className="font-bold text-2xl text-slate-900">
          Saved listings
        </h1>
        {!favourites.isPending && !favourites.isError && (
          <p className="text-slate-600 text-sm">{countOf(count, 'listing')}</p>
        )}
      </div>
      {favourites.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : favourites.isError ? (
        <p role="alert" className="text-slate-700">
          Your saved listings could not be loaded. Check your connection and try again.
        </p>
      ) : count === 0 ? (
        <EmptyState
          icon={Heart}
          title="Nothing saved yet"
          description="Tap the heart on a listing to keep it here while you compare."
          action={
            <Button asChild>
              <Link to="/browse">Browse listings</Link>
            </Button>
          }
        />
      ) : (
        <ProductGrid products={favourites.products} />
      )}
    </section>
  );
}
