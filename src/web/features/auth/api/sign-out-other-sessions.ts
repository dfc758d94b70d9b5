import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedOutOthers } from '../../../../domain/contracts/auth.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { otherSessionsQueryOptions } from './get-other-sessions.ts';

export function signOutOtherSessions(): Promise<SignedOutOthers> {
  return apiRequest<SignedOutOthers>('DELETE', '/api/user/sessions/others');
}

/** Signs out every other browser and device; this one stays signed in. */
export function useSignOutOtherSessions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ signedOut }) => {
      queryClient.setQueryData(otherSessionsQueryOptions.queryKey, { otherSessions: 0 });
      toast({
        title: t`Other devices signed out`,
        description: t`Signed out of ${plural(signedOut, { one: '# other device', other: '# other devices' })}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t`Could not sign out other devices`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
