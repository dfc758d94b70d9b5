import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmail } from '../../../../domain/contracts/auth.ts';
import type { Message } from '../../../../domain/contracts/common.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { userQueryOptions } from '../../../lib/session/get-user.ts';

/** POST /api/email/verify with the token of the e-mailed link (signed in or not). */
export function verifyEmail({ token }: VerifyEmail): Promise<Message> {
  return apiRequest<Message>('POST', '/api/email/verify', { token });
}

/** POST /api/user/verify-email: another link to the signed-in user's address. */
export function sendVerificationLink(): Promise<Message> {
  return apiRequest<Message>('POST', '/api/user/verify-email');
}

/** Verifies the address; the signed-in user (if any) is read again so the account page shows "Verified". */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
  });
}

export function useSendVerificationLink() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVerificationLink,
    onSuccess: ({ message }) => {
      // The server names the address it wrote to; it is the signed-in user's, so the sentence can be said here.
      const email = queryClient.getQueryData(userQueryOptions.queryKey)?.email;
      const sentTo = email && message === `We have sent a new link to ${email}. It works for 7 days.`;
      toast({
        title: t`Link sent`,
        description: sentTo ? t`We have sent a new link to ${email}. It works for 7 days.` : message,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: t`Link not sent`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
