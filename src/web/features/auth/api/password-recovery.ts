import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForgotPassword, ResetPassword } from '../../../../domain/contracts/auth.ts';
import type { Message } from '../../../../domain/contracts/common.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { userQueryOptions } from '../../../lib/session/get-user.ts';

/** POST /api/password/forgot: the answer is the same whether or not an account uses the address. */
export function forgotPassword({ email }: ForgotPassword): Promise<Message> {
  return apiRequest<Message>('POST', '/api/password/forgot', { email });
}

/** POST /api/password/reset with the token from the e-mailed link. */
export function resetPassword({ token, password }: ResetPassword): Promise<Message> {
  return apiRequest<Message>('POST', '/api/password/reset', { token, password });
}

export function useForgotPassword() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: forgotPassword,
    onError: (error) => {
      toast({ title: t`Could not send the link`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

/** Sets the new password; every session of the account has ended, this browser's too. */
export function useResetPassword() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.setQueryData(userQueryOptions.queryKey, null),
    onError: (error) => {
      toast({ title: t`Password not changed`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
