import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseProducts } from '../../../../domain/contracts/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Listings: totals, active and out of stock, counts by category, top sellers. */
export function getDatabaseProducts(signal?: AbortSignal): Promise<DatabaseProducts> {
  return apiRequest<DatabaseProducts>('GET', '/api/admin/database/products', undefined, signal);
}

export const databaseProductsQueryOptions = queryOptions({
  queryKey: ['/api/admin/database/products'],
  queryFn: ({ signal }) => getDatabaseProducts(signal),
  staleTime: 0,
});

export function useDatabaseProducts() {
  return useQuery(databaseProductsQueryOptions);
}
