import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfile, User } from '../../../../domain/contracts/auth.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { userQueryOptions } from '../../../lib/session/get-user.ts';

/** Saves the whole profile; the answer is the account as it is now. */
export function updateProfile(profile: UpdateProfile): Promise<User> {
  return apiRequest<User>('PUT', '/api/user', profile);
}

export function useUpdateProfile() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // Browse's "Near my campus" and the selling forms read the profile from the session user.
      queryClient.setQueryData(userQueryOptions.queryKey, user);
      toast({ title: t`Profile saved`, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: t`Profile not saved`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
