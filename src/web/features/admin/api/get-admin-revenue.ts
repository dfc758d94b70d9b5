import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revenue } from '../../../../domain/contracts/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Platform fees since the latest reset, and the resets made so far. */
export function getAdminRevenue(signal?: AbortSignal): Promise<Revenue> {
  return apiRequest<Revenue>('GET', '/api/admin/revenue', undefined, signal);
}

export const adminRevenueQueryOptions = queryOptions({
  queryKey: ['/api/admin/revenue'],
  queryFn: ({ signal }) => getAdminRevenue(signal),
  staleTime: 0,
});

export function useAdminRevenue() {
  return useQuery(adminRevenueQueryOptions);
}
