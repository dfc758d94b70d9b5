import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem } from '../../../domain/contracts/cart.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../api-client.ts';
import { userQueryOptions } from '../session/get-user.ts';
import { addToGuestCart } from './cart-store.ts';
import { cartQueryOptions } from './get-cart.ts';

export interface AddToServerCart {
  userId: number;
  productId: number;
  quantity: number;
}

/** Adds units of a listing to the user's server cart; a listing already there has its quantity raised. */
export function addToServerCart({ userId, productId, quantity }: AddToServerCart): Promise<CartItem> {
  return apiRequest<CartItem>('POST', '/api/cart', { userId, productId, quantity });
}

export interface AddToCartInput {
  productId: number;
  quantity: number;
  /** Units the listing has: a guest cart holds no more (the server checks a signed-in cart). */
  stock: number;
  /** The listing's title, for the toast. */
  title?: string;
}

/**
 * Add to Cart for whoever is here: a signed-in user's server cart, else the guest cart in this browser
 * (merged into the server cart at sign-in). Says 'Added to cart' (spec, section 4).
 */
export function useAddToCart() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, quantity, stock }: AddToCartInput) => {
      // While the first /api/user answer is still on its way, wait for it rather than guess.
      const user = await queryClient.ensureQueryData(userQueryOptions);
      if (!user) {
        addToGuestCart(productId, quantity, stock);
        return;
      }
      await addToServerCart({ userId: user.id, productId, quantity });
      await queryClient.invalidateQueries({ queryKey: cartQueryOptions(user.id).queryKey });
    },
    onSuccess: (_result, { title }) => {
      toast({ title: t`Added to cart`, description: title, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: t`Error adding to cart`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
