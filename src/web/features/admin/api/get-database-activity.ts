import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '../../../../domain/contracts/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The newest sign-ups, listings and orders. */
export function getDatabaseActivity(signal?: AbortSignal): Promise<Activity[]> {
  return apiRequest<Activity[]>('GET', '/api/admin/database/activity', undefined, signal);
}

export const databaseActivityQueryOptions = queryOptions({
  queryKey: ['/api/admin/database/activity'],
  queryFn: ({ signal }) => getDatabaseActivity(signal),
  staleTime: 0,
});

export function useDatabaseActivity() {
  return useQuery(databaseActivityQueryOptions);
}
