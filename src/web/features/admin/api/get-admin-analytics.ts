import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from '../../../../domain/contracts/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Orders per status, 30 days of fees and revenue, the average order value. */
export function getAdminAnalytics(signal?: AbortSignal): Promise<AdminAnalytics> {
  return apiRequest<AdminAnalytics>('GET', '/api/admin/analytics', undefined, signal);
}

export const adminAnalyticsQueryOptions = queryOptions({
  queryKey: ['/api/admin/analytics'],
  queryFn: ({ signal }) => getAdminAnalytics(signal),
  staleTime: 60 * 1000,
});

export function useAdminAnalytics() {
  return useQuery(adminAnalyticsQueryOptions);
}
