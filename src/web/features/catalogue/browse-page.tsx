import { Trans, useLingui } from '@lingui/react/macro';
import { BookmarkPlus, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageMeta } from '../../components/ui/page-meta.tsx';
import { browsePageMeta } from '../../lib/catalogue-meta.ts';
import { cn } from '../../lib/cn.ts';
import { useSaveSearch } from '../../lib/favourites/saved-searches.ts';
import { HydrateInTurn } from '../../lib/hydrate-in-turn.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { signInPath } from '../../lib/sign-in-return.ts';
import { useProductFacets } from './api/get-product-facets.ts';
import { useProducts } from './api/get-products.ts';
import { activeFilterCount, toFacetsQuery, toProductQuery, useBrowseFilters } from './browse-filters.ts';
import { BrowseFilterPanel } from './components/browse-filter-panel.tsx';
import { BrowseResults, resultCountText } from './components/browse-results.tsx';
import { BrowseSearchBox } from './components/browse-search-box.tsx';
import { NearMyCampus } from './components/near-my-campus.tsx';
import { SortSelect } from './components/sort-select.tsx';

/** /browse: search and filter listings; the search and every filter live in the address. */
export function BrowsePage() {
  const { filters, changeFilters, clearFilters, hrefForPage } = useBrowseFilters();
  const products = useProducts(toProductQuery(filters));
  const facetsQuery = toFacetsQuery(filters);
  const facets = useProductFacets(facetsQuery);
  const searching = Object.values(facetsQuery).some((value) => value !== undefined);
  const user = useUser().data;
  const { i18n, t } = useLingui();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <PageMeta meta={browsePageMeta(filters.q, i18n)} />
      <h1 className="mb-4 font-bold text-2xl text-slate-900">
        <Trans>Browse Items</Trans>
      </h1>
      <BrowseSearchBox query={filters.q} onQueryChange={(q) => changeFilters({ q }, { typed: true })} />
      {/* A book's copies are found by its ISBN, not kept as a search (docs/decisions/093-free-listings.md). */}
      {searching && !filters.isbn && <SaveSearchButton query={facetsQuery} />}
      {filters.isbn && (
        <p className="mt-3">
          <Button
            variant="outline"
            onClick={() => changeFilters({ isbn: undefined })}
            aria-label={t`Remove the filter ISBN ${filters.isbn}`}
          >
            <Trans>ISBN {filters.isbn}</Trans>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </p>
      )}

      <div className="mt-4 lg:grid lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-8">
        <aside aria-label={t`Filters`} className="mb-4 flex flex-col gap-3 lg:mb-0">
          {/* First, and outside the folded panel, so a phone reaches it with one tap. */}
          <NearMyCampus user={user} filters={filters} onChange={changeFilters} facets={facets.data} />
          <FoldedFilters count={activeFilterCount(filters)}>
            {/* Folded away on a phone: its controls are taken over after the results (docs/decisions/123). */}
            <HydrateInTurn>
              <BrowseFilterPanel filters={filters} onChange={changeFilters} facets={facets.data} />
            </HydrateInTurn>
          </FoldedFilters>
        </aside>

        <section aria-labelledby="browse-result-count">
          <div className="mb-4 flex items-end justify-between gap-4">
            <h2 id="browse-result-count" aria-live="polite" className="pb-2.5 font-semibold text-slate-900">
              {products.data
                ? resultCountText(i18n, products.data.total)
                : products.isError
                  ? t`No results to show`
                  : t`Searching…`}
            </h2>
            <div className="w-48 shrink-0">
              <SortSelect
                sort={filters.sort}
                searching={filters.q !== ''}
                onSortChange={(sort) => changeFilters({ sort })}
              />
            </div>
          </div>
          <BrowseResults
            result={products.data}
            error={products.error}
            updating={products.isPlaceholderData}
            page={filters.page}
            hrefForPage={hrefForPage}
            onClearFilters={clearFilters}
            onRetry={() => products.refetch()}
          />
        </section>
      </div>
    </div>
  );
}

/**
 * Phones fold the filters away behind one button; from 1024 px they sit beside the results. Whether they are
 * unfolded is this part's own state, so a tap on the button renders the button and the fold, not the page's results:
 * the panel comes in as the same element and is not rendered again either.
 */
function FoldedFilters({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { t } = useLingui();
  return (
    <>
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="w-full lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {count > 0 ? t`Filters (${count})` : t`Filters`}
      </Button>
      <div
        id={panelId}
        className={cn('rounded-lg border bg-white p-4 shadow-soft lg:block', !open && 'hidden')}
      >
        {children}
      </div>
    </>
  );
}

/**
 * Keeps the current search and filters to run again from the Saved page
 * (docs/decisions/019-favourites-and-saved-searches.md).
 */
function SaveSearchButton({ query }: { query: ReturnType<typeof toFacetsQuery> }) {
  const user = useUser().data;
  const save = useSaveSearch();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="mt-2 flex justify-end">
      <Button
        variant="ghost"
        disabled={save.isPending || user === undefined}
        onClick={() => {
          if (user === null) navigate(signInPath(`${location.pathname}${location.search}`, 'save'));
          else save.mutate(query);
        }}
      >
        <BookmarkPlus aria-hidden="true" className="size-5" />
        <Trans>Save this search</Trans>
      </Button>
    </div>
  );
}
