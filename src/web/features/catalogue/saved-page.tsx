import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, X } from 'lucide-react';
import { Link } from 'react-router';
import { savedSearchText } from '../../../domain/saved-search-text.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useFavourites } from '../../lib/favourites/favourites.ts';
import { useDeleteSavedSearch, useSavedSearches } from '../../lib/favourites/saved-searches.ts';
import { ProductGrid, ProductGridSkeleton } from './components/product-grid.tsx';
import { savedSearchHref } from './saved-search-text.ts';

/**
 * /saved: the listings the signed-in student saved, last saved first, and their saved searches
 * (docs/decisions/019-favourites-and-saved-searches.md).
 */
export function SavedPage() {
  const { t } = useLingui();
  const favourites = useFavourites();
  const count = favourites.products.length;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">
      <section aria-labelledby="saved-heading">
        <title>{pageTitle(t`Saved listings`)}</title>
        <div className="mb-4 flex items-baseline gap-2">
          <h1 id="saved-heading" className="font-bold text-2xl text-slate-900">
            <Trans>Saved listings</Trans>
          </h1>
          {!favourites.isPending && !favourites.isError && (
            <p className="text-slate-600 text-sm">
              {t`${plural(count, { one: '# listing', other: '# listings' })}`}
            </p>
          )}
        </div>
        {favourites.isPending ? (
          <ProductGridSkeleton count={4} />
        ) : favourites.isError ? (
          <p role="alert" className="text-slate-700">
            <Trans>Your saved listings could not be loaded. Check your connection and try again.</Trans>
          </p>
        ) : count === 0 ? (
          <EmptyState
            icon={Heart}
            title={t`Nothing saved yet`}
            description={t`Tap the heart on a listing to keep it here while you compare.`}
            action={
              <Button asChild>
                <Link to="/browse">
                  <Trans>Browse listings</Trans>
                </Link>
              </Button>
            }
          />
        ) : (
          <ProductGrid products={favourites.products} />
        )}
      </section>
      <SavedSearches />
    </div>
  );
}

function SavedSearches() {
  const { t } = useLingui();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (!searches.data || searches.data.length === 0) return null;
  return (
    <section aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading" className="mb-1 font-semibold text-slate-900 text-xl">
        <Trans>Saved searches</Trans>
      </h2>
      <p className="mb-3 text-slate-600 text-sm">
        <Trans>We'll tell you when someone lists something new that matches one of these.</Trans>
      </p>
      <ul className="flex flex-col divide-y rounded-lg border bg-white">
        {searches.data.map((search) => {
          const text = savedSearchText(search);
          const total = search.total;
          return (
            <li key={search.id} className="flex items-center gap-3 px-4 py-2">
              <Link
                to={savedSearchHref(search)}
                className="min-w-0 flex-1 truncate font-medium text-primary-800 underline-offset-2 hover:underline"
              >
                {text}
              </Link>
              <span className="shrink-0 text-slate-600 text-sm">
                {t`${plural(total, { one: '# listing', other: '# listings' })}`}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Remove saved search ${text}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(search.id)}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
