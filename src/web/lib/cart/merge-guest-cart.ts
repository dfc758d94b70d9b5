import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, errorMessage } from '../api-client.ts';
import { sharedEnglishI18n } from '../i18n/i18n.ts';
import { addToServerCart } from './add-to-cart.ts';
import { clearGuestCart, type GuestCartItem, readGuestCart } from './cart-store.ts';
import { cartQueryOptions, getCart } from './get-cart.ts';
import { getCartProduct } from './get-cart-product.ts';

/**
 * After sign-in or registration: pushes the guest cart's lines to the user's server cart one by one, then empties
 * the guest cart (spec, section 4). Nothing is dropped without a word: a line the server refuses for its
 * quantity is kept with as many as the stock allows, and one toast names every item that could not be added
 * as it was, and why (their own listing, sold out, no longer listed), in the reader's language (`i18n` from
 * `useLingui()`; without it, English).
 */
export async function mergeGuestCart(
  queryClient: QueryClient,
  userId: number,
  i18n: I18n = sharedEnglishI18n(),
): Promise<void> {
  const lines = readGuestCart();
  if (lines.length === 0) return;
  const problems: string[] = [];
  for (const line of lines) {
    try {
      await addToServerCart({ userId, ...line });
    } catch {
      problems.push(await keepWhatFits(i18n, userId, line));
    }
  }
  clearGuestCart();
  await queryClient.invalidateQueries({ queryKey: cartQueryOptions(userId).queryKey });
  if (problems.length > 0) {
    toast({
      title:
        problems.length === 1
          ? i18n._(msg`One item could not be added as it was`)
          : i18n._(msg`Some items could not be added as they were`),
      description: problems.join(' '),
      variant: 'destructive',
    });
  }
}

/** Adds what the listing still allows of a refused line; says what happened, in one sentence. */
async function keepWhatFits(
  i18n: I18n,
  userId: number,
  { productId, quantity }: GuestCartItem,
): Promise<string> {
  try {
    const product = await getCartProduct(productId);
    const { title } = product;
    const stock = product.quantity;
    if (product.sellerId === userId) return i18n._(msg`${title} is your own listing.`);
    if (stock <= 0) return i18n._(msg`${title} has sold out.`);
    const inCart = (await getCart(userId)).find((line) => line.productId === productId)?.quantity ?? 0;
    const room = Math.min(quantity, product.quantity - inCart);
    if (room <= 0) return i18n._(msg`${title}: all ${stock} in stock are already in your cart.`);
    await addToServerCart({ userId, productId, quantity: room });
    return i18n._(msg`${title}: only ${stock} in stock, so ${room} added.`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return i18n._(msg`An item is no longer listed.`);
    const reason = errorMessage(error);
    return i18n._(msg`An item could not be added: ${reason}`);
  }
}
