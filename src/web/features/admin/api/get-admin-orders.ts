import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderQuery } from '../../../../domain/contracts/admin.ts';
import type { Page } from '../../../../domain/contracts/common.ts';
import { fetchPage } from './fetch-page.ts';

/** One page of orders with their buyers and items, filtered on the server. */
export function getAdminOrders(query: AdminOrderQuery, signal?: AbortSignal): Promise<Page<AdminOrder>> {
  return fetchPage<AdminOrder>('/api/admin/orders', query, signal);
}

export function adminOrdersQueryOptions(query: AdminOrderQuery) {
  return queryOptions({
    queryKey: ['/api/admin/orders', query],
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    staleTime: 0,
    // The current rows stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(query: AdminOrderQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}
