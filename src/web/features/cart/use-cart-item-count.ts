import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '../../../domain/contracts/cart.ts';
import { useGuestCart } from '../../lib/cart/cart-store.ts';
import { cartQueryOptions } from '../../lib/cart/get-cart.ts';
import { useUser } from '../../lib/session/get-user.ts';

/** The number on the cart buttons, every unit rather than every line: the server cart's, or the guest cart's. */
export function useCartItemCount(): number {
  const { data: user } = useUser();
  const guestCount = countUnits(useGuestCart());
  const serverCount = useQuery({
    ...cartQueryOptions(user?.id ?? 0),
    enabled: Boolean(user),
    select: countUnits,
  }).data;
  return user ? (serverCount ?? 0) : guestCount;
}

function countUnits(lines: readonly Pick<CartItem, 'quantity'>[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
