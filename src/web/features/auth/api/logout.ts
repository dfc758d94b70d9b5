import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { turnPushOff } from '../../../lib/push/browser-push.ts';
import { reloadHome } from '../../../lib/reload.ts';
import { userQueryOptions } from '../../../lib/session/get-user.ts';
import { clearStoredData } from '../../../lib/storage.ts';

const RELOAD_DELAY_MS = 1000;

/** Signs out, turning push off in this browser first: the next person at it should not see this one's messages. */
export async function logout(): Promise<unknown> {
  await turnPushOff({ quietly: true });
  return apiRequest('POST', '/api/logout');
}

/**
 * Signs out. Whatever the server answers, this browser forgets everything it cached about the user
 * (keeping only the onboarding flags) and reloads the home page a second later (spec, section 4).
 */
export function useLogout() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast({
        title: t`Logged out`,
        description: t`You have been successfully logged out. Refreshing page...`,
        variant: 'success',
      });
    },
    onError: () => {
      toast({ title: t`Logout completed`, description: t`Session cleared. Refreshing page...` });
    },
    onSettled: () => {
      queryClient.clear();
      // Known to be signed out now: without this the header would ask /api/user again before the reload.
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      clearStoredData();
      window.setTimeout(reloadHome, RELOAD_DELAY_MS);
    },
  });
}
