import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductFacets, ProductFacetsQuery } from '../../../../domain/contracts/products.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * How many listings each category, condition, city and institution would show for the current search and
 * filters (GET /api/products/facets, docs/decisions/017-student-search.md).
 */
export function getProductFacets(query: ProductFacetsQuery, signal?: AbortSignal): Promise<ProductFacets> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return apiRequest<ProductFacets>(
    'GET',
    search ? `/api/products/facets?${search}` : '/api/products/facets',
    undefined,
    signal,
  );
}

const THIRTY_SECONDS = 30 * 1000;

/** The counts go stale with the listings they count: the same 30 seconds. Without them the filters still work. */
export function productFacetsQueryOptions(query: ProductFacetsQuery) {
  return queryOptions({
    queryKey: ['/api/products/facets', query],
    queryFn: ({ signal }) => getProductFacets(query, signal),
    staleTime: THIRTY_SECONDS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useProductFacets(query: ProductFacetsQuery) {
  return useQuery(productFacetsQueryOptions(query));
}
