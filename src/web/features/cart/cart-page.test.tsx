import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { makeCartItem } from '../../test/cart-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './cart-page.tsx';

const priya = makeUser();

describe('the cart page', () => {
  it('disables − at a quantity of 1 and + at the stock', async () => {
    mockApi({
      'GET /api/cart/7': () =>
        jsonResponse(200, [
          makeCartItem({ id: 1, quantity: 1, product: { title: 'Physics notes', quantity: 3 } }),
          makeCartItem({ id: 2, quantity: 2, product: { title: 'Drawing set', quantity: 2 } }),
        ]),
    });

    renderApp('/cart', { user: priya });

    expect(await screen.findByRole('button', { name: 'Decrease quantity of Physics notes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Physics notes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Drawing set' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Drawing set' })).toBeDisabled();
  });

  it('shows a new quantity at once and sends it to the server', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = mockApi({
      'GET /api/cart/7': () => jsonResponse(200, [makeCartItem({ id: 4, quantity: 1 })]),
      'PUT /api/cart/4': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/cart', { user: priya });
    const increase = await screen.findByRole('button', { name: /^Increase quantity of/ });

    await userEvent.setup({ delay: null }).click(increase);

    const quantity = screen.getByRole('group', { name: /^Quantity of/ });
    expect(within(quantity).getByRole('status')).toHaveTextContent('2');
    expect(sentBody(fetchSpy, 'PUT', '/api/cart/4')).toEqual({ quantity: 2 });
    answer(jsonResponse(200, makeCartItem({ id: 4, quantity: 2 })));
  });

  it('puts the old quantity back and explains when the server refuses the change', async () => {
    mockApi({
      'GET /api/cart/7': () => jsonResponse(200, [makeCartItem({ id: 4, quantity: 1 })]),
      'PUT /api/cart/4': () => jsonResponse(400, { message: 'Only 1 left in stock' }),
    });
    renderApp('/cart', { user: priya });

    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: /^Increase quantity of/ }));

    expect(await screen.findByText('Error updating quantity')).toBeInTheDocument();
    expect(screen.getByText('Only 1 left in stock')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /^Quantity of/ })).getByRole('status')).toHaveTextContent(
      '1',
    );
  });

  it('shows the order summary with the fee breakdown and a Checkout link', async () => {
    mockApi({ 'GET /api/cart/7': () => jsonResponse(200, [makeCartItem({ quantity: 2 })]) });

    renderApp('/cart', { user: priya });

    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByText('Platform Fee (20%)')).toBeInTheDocument();
    expect(screen.getByText('Discounted Platform Fee (15%)')).toBeInTheDocument();
    expect(screen.getByText('₹802.70')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByText('₹650.00').closest('s')).not.toBeNull();
  });

  it('marks a listing that is no longer available and holds checkout back', async () => {
    mockApi({
      'GET /api/cart/7': () =>
        jsonResponse(200, [
          makeCartItem({ product: { title: 'Sold notes', quantity: 0, available: false } }),
        ]),
    });

    renderApp('/cart', { user: priya });

    expect(await screen.findByText('No longer available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Sold notes' })).toBeEnabled();
  });

  it('marks the lines whose seller takes online payment only, and no other', async () => {
    mockApi({
      'GET /api/cart/7': () =>
        jsonResponse(200, [
          makeCartItem({ id: 1, cashOnDelivery: false, product: { title: 'Surveying by Punmia' } }),
          makeCartItem({ id: 2, product: { title: 'Casio fx-991EX' } }),
        ]),
    });

    renderApp('/cart', { user: priya });

    const onlineOnly = (await screen.findByRole('link', { name: 'Surveying by Punmia' })).closest('li');
    const either = screen.getByRole('link', { name: 'Casio fx-991EX' }).closest('li');
    expect(within(onlineOnly as HTMLElement).getByText('Online payment only')).toBeInTheDocument();
    expect(within(either as HTMLElement).queryByText('Online payment only')).toBeNull();
  });

  it('removes a line and says Item removed', async () => {
    let cart = [makeCartItem({ id: 9, product: { title: 'Old lab journal' } })];
    const fetchSpy = mockApi({
      'GET /api/cart/7': () => jsonResponse(200, cart),
      'DELETE /api/cart/9': () => {
        cart = [];
        return jsonResponse(200, { message: 'Item removed' });
      },
    });
    renderApp('/cart', { user: priya });

    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Remove Old lab journal' }));

    expect(await screen.findByText('Item removed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/cart/9', expect.anything()));
  });
});

describe('the cart page in Hindi', () => {
  it('shows the lines, the fee lines and the way on in Hindi, the listing as the seller wrote it', async () => {
    mockApi({
      'GET /api/cart/7': () =>
        jsonResponse(200, [
          makeCartItem({ id: 1, quantity: 2, product: { title: 'Physics notes', quantity: 5 } }),
          makeCartItem({ id: 2, quantity: 1, product: { title: 'Drawing set', available: false } }),
        ]),
    });

    await renderAppInHindi('/cart', { user: priya });

    expect(await screen.findByRole('heading', { level: 1, name: 'आपका कार्ट' })).toBeInTheDocument();
    expect(await screen.findByText('3 चीज़ें')).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'आपके कार्ट की चीज़ें' });
    expect(within(lines).getByRole('link', { name: 'Physics notes' })).toBeInTheDocument();
    expect(within(lines).getAllByText('अच्छी')).not.toHaveLength(0);
    expect(within(lines).getByText('अब उपलब्ध नहीं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Physics notes हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Physics notes की मात्रा बढ़ाएँ' })).toBeEnabled();
    expect(screen.getByText('सबटोटल')).toBeInTheDocument();
    expect(screen.getByText('₹698.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चेकआउट' })).toBeDisabled();
  });
});
