import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock.ts';
import { makeCartItem, makeProductDetail } from '../../test/cart-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { createQueryClient } from '../query-client.ts';
import { addToGuestCart, readGuestCart } from './cart-store.ts';
import { cartQueryOptions } from './get-cart.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';

describe('the guest cart', () => {
  it('holds no more than the listing has', () => {
    addToGuestCart(11, 1, 2);
    addToGuestCart(11, 1, 2);
    expect(() => addToGuestCart(11, 1, 2)).toThrow('Only 2 left in stock');
    expect(() => addToGuestCart(12, 1, 0)).toThrow('This item is sold out');
    expect(readGuestCart()).toEqual([{ productId: 11, quantity: 2 }]);
  });
});

describe('merging the guest cart at sign-in', () => {
  it('pushes each line, keeps as many of an over-stock line as fit, and names what could not be added', async () => {
    addToGuestCart(11, 2, 5);
    addToGuestCart(12, 1, 5);
    addToGuestCart(13, 3, 5);
    addToGuestCart(14, 1, 5);
    const pushed: unknown[] = [];
    const fetchSpy = mockApi({
      'POST /api/cart': ({ body }) => {
        pushed.push(body);
        const { productId, quantity } = body as { productId: number; quantity: number };
        if (productId === 12) return jsonResponse(400, { message: 'You cannot buy your own listing' });
        if (productId === 13 && quantity > 1) return jsonResponse(400, { message: 'Only 2 left in stock' });
        if (productId === 14) return jsonResponse(404, { message: 'Product not found' });
        return jsonResponse(201, makeCartItem());
      },
      'GET /api/products/12': () =>
        jsonResponse(200, makeProductDetail({ id: 12, title: 'My own Grewal', sellerId: 7 })),
      'GET /api/products/13': () =>
        jsonResponse(200, makeProductDetail({ id: 13, title: 'Casio fx-991ES', quantity: 2 })),
      'GET /api/products/14': () => jsonResponse(404, { message: 'Product not found' }),
      'GET /api/cart/7': () => jsonResponse(200, [makeCartItem({ productId: 13, quantity: 1 })]),
    });
    const { queryClient } = renderWithProviders(<p>page</p>);
    queryClient.setQueryData(cartQueryOptions(7).queryKey, []);

    await mergeGuestCart(queryClient, 7);

    expect(pushed).toEqual([
      { userId: 7, productId: 11, quantity: 2 },
      { userId: 7, productId: 12, quantity: 1 },
      { userId: 7, productId: 13, quantity: 3 },
      { userId: 7, productId: 13, quantity: 1 },
      { userId: 7, productId: 14, quantity: 1 },
    ]);
    expect(readGuestCart()).toEqual([]);
    expect(queryClient.getQueryState(cartQueryOptions(7).queryKey)?.isInvalidated).toBe(true);
    expect(await screen.findByText('Some items could not be added as they were')).toBeInTheDocument();
    expect(
      screen.getByText(
        'My own Grewal is your own listing. Casio fx-991ES: only 2 in stock, so 1 added. An item is no longer listed.',
      ),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalled();
  });

  it('sends nothing when the guest cart is empty', async () => {
    const fetchSpy = mockApi({});

    await mergeGuestCart(createQueryClient(), 7);

    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
