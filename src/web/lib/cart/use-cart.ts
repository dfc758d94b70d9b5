import { useQuery } from '@tanstack/react-query';
import { useUser } from '../session/get-user.ts';
import { useGuestCart } from './cart-store.ts';
import { type CartLine, cartQueryOptions } from './get-cart.ts';
import { type ProductLineRequest, useProductLines } from './get-cart-product.ts';

export interface CartView {
  lines: CartLine[];
  /** True until the lines are known (the user, then the cart or the guest's products). */
  isPending: boolean;
  isError: boolean;
}

const NO_REQUESTS: ProductLineRequest[] = [];

/** The cart of whoever is here: the server cart of a signed-in user, the browser's guest cart of a guest. */
export function useCart(): CartView {
  const { data: user, isPending: userPending } = useUser();
  const guestItems = useGuestCart();
  const serverCart = useQuery({ ...cartQueryOptions(user?.id ?? 0), enabled: Boolean(user) });
  const guestCart = useProductLines(user === null ? guestItems : NO_REQUESTS);

  if (user) {
    return {
      lines: serverCart.data ?? [],
      isPending: serverCart.isPending,
      isError: serverCart.isError,
    };
  }
  return { ...guestCart, isPending: userPending || guestCart.isPending };
}
