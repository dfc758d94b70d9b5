import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../../domain/contracts/cart.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { setGuestCartQuantity } from '../../../lib/cart/cart-store.ts';
import { type CartLine, cartQueryOptions } from '../../../lib/cart/get-cart.ts';
import { useUser } from '../../../lib/session/get-user.ts';

export function updateCartQuantity(itemId: number, quantity: number): Promise<CartItem> {
  return apiRequest<CartItem>('PUT', `/api/cart/${itemId}`, { quantity });
}

/**
 * Sets a line's quantity. The server cart shows the new number at once and goes back if the server refuses
 * (optimistic where safe: docs/decisions/007-look-and-accessibility.md); the changes run one after another,
 * so the last tap is the one that stays.
 */
export function useUpdateCartQuantity() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const cartKey = cartQueryOptions(user?.id ?? 0).queryKey;

  return useMutation({
    scope: { id: 'cart-quantity' },
    mutationFn: async ({ line, quantity }: { line: CartLine; quantity: number }) => {
      if (!user) {
        setGuestCartQuantity(line.productId, quantity);
        return;
      }
      await updateCartQuantity(line.id, quantity);
    },
    onMutate: async ({ line, quantity }) => {
      if (!user) return undefined;
      await queryClient.cancelQueries({ queryKey: cartKey });
      const before = queryClient.getQueryData(cartKey);
      queryClient.setQueryData(cartKey, (items) =>
        items?.map((item) => (item.id === line.id ? { ...item, quantity } : item)),
      );
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(cartKey, context.before);
      toast({ title: t`Error updating quantity`, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => (user ? queryClient.invalidateQueries({ queryKey: cartKey }) : undefined),
  });
}
