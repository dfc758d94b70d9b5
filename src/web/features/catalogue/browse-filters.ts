import { useCallback, useRef } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import type { ProductSort } from '../../../domain/catalogue.ts';
import {
  CATEGORIES,
  type Category,
  CONDITIONS,
  type Condition,
  PRICE_FILTER_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
} from '../../../domain/catalogue.ts';
import type { ProductFacetsQuery, ProductQuery } from '../../../domain/contracts/products.ts';
import { normaliseIsbn } from '../../../domain/isbn.ts';
import { afterNextPaint } from '../../lib/next-task.ts';

/** What /browse shows, read from its address so a search can be shared and Back undoes a change. */
export interface BrowseFilters {
  q: string;
  category: Category | undefined;
  condition: Condition | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** The pickup city and institution, as the facets name them. */
  city: string | undefined;
  institution: string | undefined;
  /** Copies of one book, as ISBN-13 (docs/decisions/091-book-details.md). */
  isbn: string | undefined;
  /** Only listings passed on for nothing (docs/decisions/093-free-listings.md). */
  free: boolean | undefined;
  /** Absent: best match when searching, else newest first (the server's default). */
  sort: ProductSort | undefined;
  /** 1-based. */
  page: number;
}

type FilterName = Exclude<keyof BrowseFilters, 'page'>;
export type FilterChange = Partial<Pick<BrowseFilters, FilterName>>;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** A price filter within 0–5000 rupees (spec, section 5); anything unreadable means no limit. */
function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  if (!Number.isFinite(price)) return undefined;
  return Math.min(PRICE_FILTER_MAX, Math.max(0, Math.round(price)));
}

/** A place name within the server's limit; empty means none. */
function readPlace(value: string | null, maxLength: number): string | undefined {
  const place = value?.trim();
  return place && place.length <= maxLength ? place : undefined;
}

/** Values a hand-edited or old link gets wrong are ignored rather than sent to the server to be refused. */
export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: oneOf(CATEGORIES, params.get('category')),
    condition: oneOf(CONDITIONS, params.get('condition')),
    minPrice: readPrice(params.get('minPrice')),
    maxPrice: readPrice(params.get('maxPrice')),
    city: readPlace(params.get('city'), 60),
    institution: readPlace(params.get('institution'), 120),
    isbn: normaliseIsbn(params.get('isbn') ?? '') ?? undefined,
    free: params.get('free') === 'true' || undefined,
    sort: oneOf(PRODUCT_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as both API calls take them. A reversed price range is read the right way round. */
export function toFacetsQuery(filters: BrowseFilters): ProductFacetsQuery {
  const { minPrice, maxPrice } = filters;
  const reversed = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
  return {
    q: filters.q || undefined,
    category: filters.category,
    condition: filters.condition,
    minPrice: reversed ? maxPrice : minPrice,
    maxPrice: reversed ? minPrice : maxPrice,
    city: filters.city,
    institution: filters.institution,
    isbn: filters.isbn,
    free: filters.free ? 'true' : undefined,
  };
}

/** The API call for the filters: one page of 24, offset-based. */
export function toProductQuery(filters: BrowseFilters): ProductQuery {
  return {
    ...toFacetsQuery(filters),
    sort: filters.sort,
    limit: PRODUCT_PAGE_SIZE,
    offset: (filters.page - 1) * PRODUCT_PAGE_SIZE,
  };
}

/** The number of filters narrowing the results, shown on the phone's Filters button. */
export function activeFilterCount(filters: BrowseFilters): number {
  const { category, condition, minPrice, maxPrice, city, institution, isbn, free } = filters;
  return [category, condition, minPrice, maxPrice, city, institution, isbn, free].filter(
    (value) => value !== undefined,
  ).length;
}

function withChange(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined || value === '' || value === false) next.delete(name);
    else next.set(name, String(value));
  }
  // Different results start again at their first page.
  next.delete('page');
  return next;
}

/**
 * The filters and ways to change them. Choices (category, sort…) add a history entry, so Back undoes them;
 * typed text (search, prices) replaces the current one, so Back does not step through every keystroke.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readBrowseFilters(params);
  // While the results of one change load, the address still shows the filters before it: a second change builds on
  // the one under way, or a quick Sort after a Category on a slow connection would drop the category.
  const pending = useNavigation().location;
  const latest = pending?.pathname === '/browse' ? pending.search : undefined;

  // Changes made but not yet sent to the address (that waits for the next paint): the next change builds on them.
  const unsent = useRef<URLSearchParams | null>(null);

  const changeFilters = useCallback(
    (change: FilterChange, { typed = false }: { typed?: boolean } = {}) => {
      const next = withChange(
        unsent.current ?? (latest === undefined ? params : new URLSearchParams(latest)),
        change,
      );
      unsent.current = next;
      // The control shows its choice at once; the page's new results are rendered in the task after the browser has
      // painted it, so the tap is answered before the whole page renders (Preact renders at once, where React had
      // a transition: docs/decisions/114-a-lighter-renderer.md).
      void afterNextPaint().then(() => {
        if (unsent.current === next) unsent.current = null;
        setParams(next, { replace: typed, preventScrollReset: true });
      });
    },
    [setParams, params, latest],
  );

  const clearFilters = useCallback(() => setParams({}, { preventScrollReset: true }), [setParams]);

  const hrefForPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return search ? `/browse?${search}` : '/browse';
  };

  return { filters, changeFilters, clearFilters, hrefForPage };
}
