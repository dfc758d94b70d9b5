import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BottomBar } from '../../app/layout/bottom-bar.tsx';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { makeCartItem } from '../../test/cart-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';

describe('the cart count', () => {
  it('counts the units in the server cart for a signed-in user, not the guest cart', async () => {
    window.localStorage.setItem('guestCart', JSON.stringify([{ productId: 1, quantity: 5 }]));
    mockApi({
      'GET /api/cart/7': () =>
        jsonResponse(200, [makeCartItem({ id: 1, quantity: 2 }), makeCartItem({ id: 2, quantity: 1 })]),
    });

    renderWithProviders(<BottomBar />, { user: makeUser() });

    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('counts the guest cart for a guest', () => {
    window.localStorage.setItem('guestCart', JSON.stringify([{ productId: 1, quantity: 2 }]));
    mockApi({});

    renderWithProviders(<BottomBar />, { user: null });

    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });
});
