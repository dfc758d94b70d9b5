import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductQuery } from '../../../../domain/contracts/admin.ts';
import type { Page } from '../../../../domain/contracts/common.ts';
import { fetchPage } from './fetch-page.ts';

/** One page of listings with their seller and latest buyer. */
export function getAdminProducts(
  query: AdminProductQuery,
  signal?: AbortSignal,
): Promise<Page<AdminProduct>> {
  return fetchPage<AdminProduct>('/api/admin/products', query, signal);
}

export function adminProductsQueryOptions(query: AdminProductQuery) {
  return queryOptions({
    queryKey: ['/api/admin/products', query],
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(query: AdminProductQuery) {
  return useQuery(adminProductsQueryOptions(query));
}
