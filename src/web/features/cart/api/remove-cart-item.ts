import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { removeFromGuestCart } from '../../../lib/cart/cart-store.ts';
import { type CartLine, cartQueryOptions } from '../../../lib/cart/get-cart.ts';
import { useUser } from '../../../lib/session/get-user.ts';

export function removeCartItem(itemId: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', `/api/cart/${itemId}`);
}

/** Removes a line and says 'Item removed' (spec, section 7). */
export function useRemoveCartItem() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  return useMutation({
    mutationFn: async (line: CartLine) => {
      if (!user) {
        removeFromGuestCart(line.productId);
        return;
      }
      await removeCartItem(line.id);
      await queryClient.invalidateQueries({ queryKey: cartQueryOptions(user.id).queryKey });
    },
    onSuccess: (_result, line) => {
      toast({ title: t`Item removed`, description: line.product.title, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: t`Error removing item`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
