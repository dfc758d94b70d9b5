import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, errorMessage } from '../api-client.ts';
import { addToServerCart } from './add-to-cart.ts';
import { clearGuestCart, type GuestCartItem, readGuestCart } from './cart-store.ts';
import { cartQueryOptions, getCart } from './get-cart.ts';
import { getCartProduct } from './get-cart-product.ts';

/**
 * After sign-in or registration: pushes the guest cart's lines to the user's server cart one by one, then empties
 * the guest cart (spec, section 4). Nothing is dropped without a word: a line the server refuses for its
 * quantity is kept with as many as the stock allows, and one toast names every item that could not be added
 * as it was, and why (their own listing, sold out, no longer listed).
 */
export async function mergeGuestCart(queryClient: QueryClient, userId: number): Promise<void> {
  const lines = readGuestCart();
  if (lines.length === 0) return;
  const problems: string[] = [];
  for (const line of lines) {
    try {
      await addToServerCart({ userId, ...line });
    } catch {
      problems.push(await keepWhatFits(userId, line));
    }
  }
  clearGuestCart();
  await queryClient.invalidateQueries({ queryKey: cartQueryOptions(userId).queryKey });
  if (problems.length > 0) {
    toast({
      title:
        problems.length === 1
          ? 'One item could not be added as it was'
          : 'Some items could not be added as they were',
      description: problems.join(' '),
      variant: 'destructive',
    });
  }
}

/** Adds what the listing still allows of a refused line; says what happened, in one sentence. */
async function keepWhatFits(userId: number, { productId, quantity }: GuestCartItem): Promise<string> {
  try {
    const product = await getCartProduct(productId);
    if (product.sellerId === userId) return `${product.title} is your own listing.`;
    if (product.quantity <= 0) return `${product.title} has sold out.`;
    const inCart = (await getCart(userId)).find((line) => line.productId === productId)?.quantity ?? 0;
    const room = Math.min(quantity, product.quantity - inCart);
    if (room <= 0) return `${product.title}: all ${product.quantity} in stock are already in your cart.`;
    await addToServerCart({ userId, productId, quantity: room });
    return `${product.title}: only ${product.quantity} in stock, so ${room} added.`;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'An item is no longer listed.';
    return `An item could not be added: ${errorMessage(error)}`;
  }
}
