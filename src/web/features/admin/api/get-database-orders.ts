import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseOrders } from '../../../../domain/contracts/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Orders: total, revenue, platform fees. */
export function getDatabaseOrders(signal?: AbortSignal): Promise<DatabaseOrders> {
  return apiRequest<DatabaseOrders>('GET', '/api/admin/database/orders', undefined, signal);
}

export const databaseOrdersQueryOptions = queryOptions({
  queryKey: ['/api/admin/database/orders'],
  queryFn: ({ signal }) => getDatabaseOrders(signal),
  staleTime: 0,
});

export function useDatabaseOrders() {
  return useQuery(databaseOrdersQueryOptions);
}
