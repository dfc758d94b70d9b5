import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../domain/contracts/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The summary cards' figures. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('GET', '/api/admin/stats', undefined, signal);
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: ['/api/admin/stats'],
  queryFn: ({ signal }) => getAdminStats(signal),
  // An operator watches these move: fresh on every visit.
  staleTime: 0,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
