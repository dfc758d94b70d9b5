import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWanted, MyWantedPost } from '../../../../domain/contracts/wanted.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiGet, apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session/get-user.ts';

/** The signed-in student's own wanted posts, open or not (docs/decisions/094-wanted-posts.md). */
export const myWantedQueryOptions = queryOptions({
  queryKey: ['/api/wanted/mine'],
  queryFn: async ({ signal }) => (await apiGet<MyWantedPost[]>('/api/wanted/mine', { signal })) ?? [],
  staleTime: 30 * 1000,
});

export function useMyWanted() {
  const user = useUser().data;
  return useQuery({ ...myWantedQueryOptions, enabled: Boolean(user) });
}

/** After a post or a close, the student's list and every public list are asked again. */
function useRefreshWanted() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myWantedQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['/api/wanted'] }),
    ]);
}

export function useCreateWanted() {
  const { i18n } = useLingui();
  const refresh = useRefreshWanted();
  return useMutation({
    mutationFn: (post: CreateWanted) => apiRequest<MyWantedPost>('POST', '/api/wanted', post),
    onSuccess: () => toast({ title: i18n._(msg`Your wanted post is up`), variant: 'success' }),
    onSettled: refresh,
  });
}

export function useCloseWanted() {
  const { i18n } = useLingui();
  const refresh = useRefreshWanted();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MyWantedPost>('DELETE', `/api/wanted/${id}`),
    onSuccess: () => toast({ title: i18n._(msg`Wanted post closed`), variant: 'success' }),
    onError: (error) =>
      toast({
        title: i18n._(msg`Could not close your wanted post`),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}
