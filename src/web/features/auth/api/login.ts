import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Login, User } from '../../../../domain/contracts/auth.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { mergeGuestCart } from '../../../lib/cart/merge-guest-cart.ts';
import { userQueryOptions } from '../../../lib/session/get-user.ts';

export function login({ username, password }: Login): Promise<User> {
  return apiRequest<User>('POST', '/api/login', { username, password });
}

/** Signs in, stores the user in the cache and says so in a toast. */
export function useLogin() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      const { username } = user;
      queryClient.setQueryData(userQueryOptions.queryKey, user);
      // The guest cart follows the user into their account (spec, section 4); the toast need not wait for it.
      void mergeGuestCart(queryClient, user.id, i18n);
      toast({
        title: t`Login successful`,
        description: t`Welcome back, ${username}!`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: t`Login failed`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
