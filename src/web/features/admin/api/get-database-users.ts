import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseUsers } from '../../../../domain/contracts/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Users: total, new today, the admins. */
export function getDatabaseUsers(signal?: AbortSignal): Promise<DatabaseUsers> {
  return apiRequest<DatabaseUsers>('GET', '/api/admin/database/users', undefined, signal);
}

export const databaseUsersQueryOptions = queryOptions({
  queryKey: ['/api/admin/database/users'],
  queryFn: ({ signal }) => getDatabaseUsers(signal),
  staleTime: 0,
});

export function useDatabaseUsers() {
  return useQuery(databaseUsersQueryOptions);
}
