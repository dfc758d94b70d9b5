import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductFacetsQuery } from '../../../domain/contracts/products.ts';
import type { SavedSearch } from '../../../domain/contracts/saved-searches.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { apiGet, apiRequest, errorMessage } from '../api-client.ts';
import { useUser } from '../session/get-user.ts';

/**
 * A student's saved searches (docs/decisions/019-favourites-and-saved-searches.md), each with how many listings it
 * finds now.
 */
export const savedSearchesQueryOptions = queryOptions({
  queryKey: ['/api/saved-searches'],
  queryFn: async ({ signal }) => (await apiGet<SavedSearch[]>('/api/saved-searches', { signal })) ?? [],
  staleTime: 30 * 1000,
});

export function useSavedSearches() {
  const user = useUser().data;
  return useQuery({ ...savedSearchesQueryOptions, enabled: Boolean(user) });
}

function useSavedSearchesChange<T>(change: (input: T) => Promise<unknown>, done: MessageDescriptor) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => toast({ title: i18n._(done), variant: 'success' }),
    onError: (error) =>
      toast({
        title: i18n._(msg`Could not update your saved searches`),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions.queryKey }),
  });
}

export function useSaveSearch() {
  return useSavedSearchesChange(
    (query: ProductFacetsQuery) => apiRequest<SavedSearch>('POST', '/api/saved-searches', query),
    msg`Search saved`,
  );
}

export function useDeleteSavedSearch() {
  return useSavedSearchesChange(
    (id: number) => apiRequest<{ message: string }>('DELETE', `/api/saved-searches/${id}`),
    msg`Saved search removed`,
  );
}
