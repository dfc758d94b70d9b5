import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { NEWEST_WANTED, wantedQueryOptions } from '../../lib/wanted/wanted-posts.ts';
import { isProductId, productQueryOptions } from './api/get-product.ts';
import { productFacetsQueryOptions } from './api/get-product-facets.ts';
import { productRatingQueryOptions } from './api/get-product-rating.ts';
import { LATEST_LISTINGS, productsQueryOptions } from './api/get-products.ts';
import { readBrowseFilters, toFacetsQuery, toProductQuery } from './browse-filters.ts';

/**
 * The data the buyer pages show first, asked for as soon as the router knows the page (docs/decisions/018):
 * in the browser the request starts beside the page's code instead of after it, and the page reads it from the
 * cache; on the server the renderer waits for it, so the HTML arrives with its content. A failed call is the
 * page's to show (its query has the error), never the router's.
 */
function preload(loads: Promise<void>[]): Promise<null> | null {
  // prefetchQuery never rejects: a failure stays in the query for the page to show.
  const loaded = Promise.all(loads).then(() => null);
  return import.meta.env.SSR ? loaded : null;
}

export function homeLoader(queryClient: QueryClient) {
  return () =>
    preload([
      queryClient.prefetchQuery(productsQueryOptions(LATEST_LISTINGS)),
      queryClient.prefetchQuery(wantedQueryOptions(NEWEST_WANTED)),
    ]);
}

export function browseLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = readBrowseFilters(new URL(request.url).searchParams);
    return preload([
      queryClient.prefetchQuery(productsQueryOptions(toProductQuery(filters))),
      // The filters' counts come with the page: answered after hydration, they re-rendered the whole page in one
      // long task (docs/decisions/109-little-work-at-start-up.md).
      queryClient.prefetchQuery(productFacetsQueryOptions(toFacetsQuery(filters))),
    ]);
  };
}

export function productLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const productId = Number(params.id);
    if (!isProductId(productId)) return null;
    return preload([
      queryClient.prefetchQuery(productQueryOptions(productId)),
      queryClient.prefetchQuery(productRatingQueryOptions(productId)),
    ]);
  };
}
