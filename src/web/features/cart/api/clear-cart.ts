import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { clearGuestCart } from '../../../lib/cart/cart-store.ts';
import { cartQueryOptions } from '../../../lib/cart/get-cart.ts';
import { useUser } from '../../../lib/session/get-user.ts';

export function clearCart(userId: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', `/api/cart/user/${userId}`);
}

/** Empties the cart of whoever is here. */
export function useClearCart() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  return useMutation({
    mutationFn: async () => {
      if (!user) {
        clearGuestCart();
        return;
      }
      await clearCart(user.id);
      await queryClient.invalidateQueries({ queryKey: cartQueryOptions(user.id).queryKey });
    },
    onError: (error) => {
      toast({ title: t`Error clearing cart`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
