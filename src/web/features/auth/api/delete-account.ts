import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccount } from '../../../../domain/contracts/auth.ts';
import type { Message } from '../../../../domain/contracts/common.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userQueryOptions } from '../../../lib/session/get-user.ts';
import { clearStoredData } from '../../../lib/storage.ts';

export function deleteAccount({ password }: DeleteAccount): Promise<Message> {
  return apiRequest<Message>('DELETE', '/api/user', { password });
}

/**
 * Deletes the signed-in student's account (docs/decisions/029-deleting-an-account.md). The server has signed them
 * out everywhere; this browser forgets what it cached about them and says goodbye. The caller takes them home.
 */
export function useDeleteAccount() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      // Known to be signed out now, so no page asks /api/user again.
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      clearStoredData();
      toast({
        title: t`Account deleted`,
        description: t`Your account and personal details have been removed. Thank you for passing it on.`,
        variant: 'success',
      });
    },
  });
}
