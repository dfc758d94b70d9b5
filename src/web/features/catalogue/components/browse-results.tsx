import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_PAGE_SIZE } from '../../../../domain/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn.tsx';
import type { ProductPage } from '../api/get-products.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

interface BrowseResultsProps {
  result: ProductPage | undefined;
  error: unknown;
  /** A newer page or filter is loading while the previous results stay on screen. */
  updating: boolean;
  page: number;
  hrefForPage: (page: number) => string;
  onClearFilters: () => void;
  onRetry: () => void;
}

export function BrowseResults({
  result,
  error,
  updating,
  page,
  hrefForPage,
  onClearFilters,
  onRetry,
}: BrowseResultsProps) {
  const { t } = useLingui();
  if (error && !result) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title={t`Listings could not be loaded`}
        description={errorMessage(error)}
        action={
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (!result) return <ProductGridSkeleton count={8} />;

  const { products, total } = result;
  if (total === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t`No items found`}
        description={t`Try other words or a wider price range, or clear the filters to see everything.`}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            <Trans>Clear Filters</Trans>
          </Button>
        }
      />
    );
  }
  // An old link can point past the last page once listings sell.
  if (products.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t`This page is empty now`}
        description={t`Some listings have sold since this link was made.`}
        action={
          <Button asChild variant="outline">
            <Link to={hrefForPage(1)}>
              <Trans>Go to the first page</Trans>
            </Link>
          </Button>
        }
      />
    );
  }

  return (
    <div aria-busy={updating} className={cn('transition-opacity', updating && 'opacity-60')}>
      <ProductGrid products={products} />
      {/* Below the cards, links until then: taken over after them (docs/decisions/115, 123). */}
      <HydrateInTurn>
        <Pagination
          page={page}
          pageCount={Math.ceil(total / PRODUCT_PAGE_SIZE)}
          hrefFor={hrefForPage}
          className="mt-6"
        />
      </HydrateInTurn>
    </div>
  );
}

/** "24 items found": the result count (spec, section 2). */
export function resultCountText(i18n: I18n, total: number): string {
  return i18n._(msg`${plural(total, { one: '# item found', other: '# items found' })}`);
}
