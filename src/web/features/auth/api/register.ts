import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Register, User } from '../../../../domain/contracts/auth.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { mergeGuestCart } from '../../../lib/cart/merge-guest-cart.ts';
import { userQueryOptions } from '../../../lib/session/get-user.ts';
import { markTourDue } from '../../../lib/tour.ts';

/** Creates the account; the server signs the new user in too. Only the four account fields are sent. */
export function register({ username, email, phone, password }: Register): Promise<User> {
  return apiRequest<User>('POST', '/api/register', { username, email, phone, password });
}

export function useRegister() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions.queryKey, user);
      markTourDue(user.id);
      // The guest cart follows the user into their account (spec, section 4); the toast need not wait for it.
      void mergeGuestCart(queryClient, user.id, i18n);
      toast({ title: t`Registration successful`, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: t`Registration failed`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
