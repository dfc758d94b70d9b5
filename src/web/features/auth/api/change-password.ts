import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword } from '../../../../domain/contracts/auth.ts';
import type { Message } from '../../../../domain/contracts/common.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { otherSessionsQueryOptions } from './get-other-sessions.ts';

/** Only the two passwords are sent; the confirmation stays in the form. */
export function changePassword({ currentPassword, newPassword }: ChangePassword): Promise<Message> {
  return apiRequest<Message>('PUT', '/api/user/password', { currentPassword, newPassword });
}

/** Changes the password; the server signs every other device out, and this one stays signed in. */
export function useChangePassword() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      queryClient.setQueryData(otherSessionsQueryOptions.queryKey, { otherSessions: 0 });
      toast({
        title: t`Password changed`,
        description: t`Your other devices have been signed out.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: t`Password not changed`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
