import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductFacets, ProductFacetsQuery } from '../../../../domain/contracts/products.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * How many listings each category, condition, city and institution would show for the current search and
 * filters (GET /api/products/facets, docs/decisions/017-student-search.md).
 */
export async function getProductFacets(
  query: ProductFacetsQuery,
  signal?: AbortSignal,
): Promise<ProductFacets> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  const response = await fetch(search ? `/api/products/facets?${search}` : '/api/products/facets', {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return (await response.json()) as ProductFacets;
}

const THIRTY_SECONDS = 30 * 1000;

/** The counts go stale with the listings they count: the same 30 seconds. Without them the filters still work. */
export function useProductFacets(query: ProductFacetsQuery) {
  return useQuery({
    queryKey: ['/api/products/facets', query],
    queryFn: ({ signal }) => getProductFacets(query, signal),
    staleTime: THIRTY_SECONDS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
