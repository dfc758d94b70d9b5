import type { QueryClient } from '@tanstack/react-query';
import { addToServerCart } from './api/add-to-cart.ts';
import { cartQueryOptions } from './api/get-cart.ts';
import { clearGuestCart, readGuestCart } from './cart-store.ts';

/**
 * After sign-in or registration: pushes the guest cart's lines to the user's server cart one by one, then empties
 * the guest cart (spec, section 4). A line the server refuses (their own listing, sold out, removed) is dropped
 * and the rest still go.
 */
export async function mergeGuestCart(queryClient: QueryClient, userId: number): Promise<void> {
  const lines = readGuestCart();
  if (lines.length === 0) return;
  for (const { productId, quantity } of lines) {
    try {
      await addToServerCart({ userId, productId, quantity });
    } catch {
      // Refused lines are left out on purpose: the server's cart rules are the ones that count.
    }
  }
  clearGuestCart();
  await queryClient.invalidateQueries({ queryKey: cartQueryOptions(userId).queryKey });
}
