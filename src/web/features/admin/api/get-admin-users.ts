import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUserQuery } from '../../../../domain/contracts/admin.ts';
import type { Page } from '../../../../domain/contracts/common.ts';
import { fetchPage } from './fetch-page.ts';

/** One page of users (all, sellers, buyers or admins) with what they listed, bought and earned. */
export function getAdminUsers(query: AdminUserQuery, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return fetchPage<AdminUser>('/api/admin/users', query, signal);
}

export function adminUsersQueryOptions(query: AdminUserQuery) {
  return queryOptions({
    queryKey: ['/api/admin/users', query],
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUserQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
