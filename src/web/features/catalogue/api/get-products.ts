import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListItem, ProductQuery } from '../../../../domain/contracts/products.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

export interface ProductPage {
  products: ProductListItem[];
  /** Matching listings across all pages (the X-Total-Count header). */
  total: number;
}

const THIRTY_SECONDS = 30 * 1000;

/** One page of listings matching `query`. Read as a response, since the total comes in a header. */
export async function getProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  const response = await apiFetch(search ? `/api/products?${search}` : '/api/products', {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const products = (await response.json()) as ProductListItem[];
  const total = Number(response.headers.get('X-Total-Count') ?? products.length);
  return { products, total };
}

/**
 * The product list is the spec's exception to the 30-minute cache (section 9): stale after 30 seconds,
 * polled every 30 seconds and on window focus. The server answers an unchanged page with 304 (ETag).
 */
export function productsQueryOptions(query: ProductQuery) {
  return queryOptions({
    queryKey: ['/api/products', query],
    queryFn: ({ signal }) => getProducts(query, signal),
    staleTime: THIRTY_SECONDS,
    refetchInterval: THIRTY_SECONDS,
    refetchOnWindowFocus: true,
    // While the next page or filter loads, the current results stay on screen instead of blanking.
    placeholderData: keepPreviousData,
  });
}

/** The home page's eight newest listings. */
export const LATEST_LISTINGS = { sort: 'newest', limit: 8 } satisfies ProductQuery;

export function useProducts(query: ProductQuery) {
  return useQuery(productsQueryOptions(query));
}
