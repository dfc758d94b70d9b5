import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedUser } from '../../../domain/contracts/blocks.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { apiGet, apiRequest, errorMessage } from '../api-client.ts';

/**
 * The students the signed-in student blocked (docs/decisions/084-blocks.md). Blocking changes what browse and
 * search show, so a change refreshes every listing query too.
 */
export const blocksQueryOptions = queryOptions({
  queryKey: ['/api/blocks'],
  queryFn: async ({ signal }) => (await apiGet<BlockedUser[]>('/api/blocks', { signal })) ?? [],
});

export function useBlocks() {
  return useQuery(blocksQueryOptions);
}

/** Blocks (`block: true`) or unblocks a student. */
export function useSetBlock() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      apiRequest<unknown>(block ? 'PUT' : 'DELETE', `/api/blocks/${userId}`),
    onSuccess: (_answer, { block }) => {
      toast({ title: block ? t`Blocked` : t`Unblocked`, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: t`Could not change your blocks`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: blocksQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['/api/products'] });
    },
  });
}
