import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { jsonResponse, mockApi } from '../../test/api-mock.ts';
import { cartQueryOptions } from './api/get-cart.ts';
import { makeCartItem } from './cart-fixtures.ts';
import { addToGuestCart, readGuestCart } from './cart-store.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';

describe('merging the guest cart at sign-in', () => {
  it('pushes each line one by one, keeps going past a refused line, then empties the guest cart', async () => {
    addToGuestCart(11, 2);
    addToGuestCart(12, 1);
    addToGuestCart(13, 1);
    const pushed: unknown[] = [];
    const fetchSpy = mockApi({
      'POST /api/cart': ({ body }) => {
        pushed.push(body);
        return (body as { productId: number }).productId === 12
          ? jsonResponse(400, { message: 'You cannot buy your own listing' })
          : jsonResponse(201, makeCartItem());
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(cartQueryOptions(7).queryKey, []);

    await mergeGuestCart(queryClient, 7);

    expect(pushed).toEqual([
      { userId: 7, productId: 11, quantity: 2 },
      { userId: 7, productId: 12, quantity: 1 },
      { userId: 7, productId: 13, quantity: 1 },
    ]);
    expect(readGuestCart()).toEqual([]);
    expect(queryClient.getQueryState(cartQueryOptions(7).queryKey)?.isInvalidated).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('sends nothing when the guest cart is empty', async () => {
    const fetchSpy = mockApi({});

    await mergeGuestCart(createQueryClient(), 7);

    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
