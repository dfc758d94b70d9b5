import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ModerationDesk,
  Resolution,
  ResolveReport,
  SecondLookDecision,
} from '../../../../domain/contracts/reports.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/** The moderation desk (docs/decisions/083-reports-and-suspensions.md): reports, second looks, suspensions. */
export const moderationDeskQueryOptions = queryOptions({
  queryKey: ['/api/admin/reports'],
  queryFn: ({ signal }) => apiRequest<ModerationDesk>('GET', '/api/admin/reports', undefined, signal),
  staleTime: 0,
  refetchInterval: 60_000,
});

export function useModerationDesk() {
  return useQuery(moderationDeskQueryOptions);
}

/** Any of the desk's decisions: it tells how it went and refreshes every admin list (and browse). */
function useDeskDecision<Input>(send: (input: Input) => Promise<unknown>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast({ title: t`Done`, variant: 'success' });
      await invalidateAdmin(queryClient);
    },
    onError: (error) => {
      toast({ title: t`That did not work`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

export function useResolveReport() {
  return useDeskDecision(({ reportId, decision }: { reportId: number; decision: ResolveReport }) =>
    apiRequest<Resolution>('POST', `/api/admin/reports/${reportId}/resolve`, decision),
  );
}

export function useAnswerSecondLook() {
  return useDeskDecision(({ productId, decision }: { productId: number; decision: SecondLookDecision }) =>
    apiRequest<unknown>('POST', `/api/admin/products/${productId}/second-look`, decision),
  );
}

export function useLiftSuspension() {
  return useDeskDecision(({ userId, reason }: { userId: number; reason: string }) =>
    apiRequest<Resolution>('POST', `/api/admin/users/${userId}/lift-suspension`, { reason }),
  );
}
