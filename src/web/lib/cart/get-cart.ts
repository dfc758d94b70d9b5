import { queryOptions } from '@tanstack/react-query';
import type { CartItem } from '../../../domain/contracts/cart.ts';
import { apiRequest } from '../api-client.ts';

/** One line of the cart as screens show it; a guest's line has the product id as its id (one line per product). */
export type CartLine = Omit<CartItem, 'userId'>;

export function getCart(userId: number, signal?: AbortSignal): Promise<CartItem[]> {
  return apiRequest<CartItem[]>('GET', `/api/cart/${userId}`, undefined, signal);
}

export function cartQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [`/api/cart/${userId}`],
    queryFn: ({ signal }) => getCart(userId, signal),
    // Stock and prices change under a cart: every screen that shows it asks again when it opens.
    staleTime: 0,
  });
}
