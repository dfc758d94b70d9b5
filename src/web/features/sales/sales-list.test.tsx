import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeSale } from './sale-fixtures.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import '../selling/seller-listings-page.tsx';

/** The sales answer: one page and the total in X-Total-Count, as the server sends it. */
function salesResponse(sales: unknown[], total = sales.length): Response {
  return new Response(JSON.stringify(sales), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

const seller = makeUser({ id: 7, fullName: 'Rohan Mehta' });

describe('the Sales tab of the seller dashboard', () => {
  it('lists each sale with what the seller receives, whom to meet and where, linked to the sale page', async () => {
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/sales': () =>
        salesResponse([
          makeSale({ unreadMessages: 2 }),
          makeSale({
            orderId: 98,
            orderStatus: 'delivered',
            state: 'handed_over',
            canHandOver: false,
            paymentMethod: 'razorpay',
            delivery: {
              addressType: 'home',
              institution: null,
              address: '12 MG Road',
              city: 'Pune',
              state: 'Maharashtra',
              pincode: '411005',
            },
          }),
        ]),
    });

    renderApp('/seller-listings?tab=sales', { user: seller });

    const first = await screen.findByRole('article', { name: 'TXN-000123' });
    expect(within(first).getByText('Pending (COD)')).toBeInTheDocument();
    expect(within(first).getByText(/Waiting for hand-over/)).toBeInTheDocument();
    expect(within(first).getByText('2 × ₹349.00')).toBeInTheDocument();
    expect(within(first).getByText('₹698.00')).toBeInTheDocument();
    expect(within(first).getByText('Aman Verma · +91 91234 56780')).toBeInTheDocument();
    expect(within(first).getByText('College: COEP Technological University')).toBeInTheDocument();
    expect(within(first).getByText('2 new messages')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open sale TXN-000123' })).toHaveAttribute(
      'href',
      '/seller-listings/sales/123',
    );

    const second = screen.getByRole('article', { name: 'TXN-000098' });
    expect(within(second).getByText('Delivered')).toBeInTheDocument();
    expect(within(second).getByText(/Handed over/)).toBeInTheDocument();
    expect(within(second).getByText('12 MG Road, Pune, Maharashtra 411005')).toBeInTheDocument();
  });

  it('pages through many sales, asking the server for the next twenty', async () => {
    const fetchSpy = mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/sales': () => salesResponse([makeSale()], 45),
    });

    renderApp('/seller-listings?tab=sales', { user: seller });

    await screen.findByRole('article', { name: 'TXN-000123' });
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/seller-listings?tab=sales&page=3',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));

    await screen.findByRole('link', { name: 'Page 2', current: 'page' });
    const salesUrls = fetchSpy.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/sales'));
    expect(salesUrls).toEqual(['/api/sales?limit=20&offset=0', '/api/sales?limit=20&offset=20']);
  });

  it('says there are no sales yet, and opens on My Listings unless the address names the tab', async () => {
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/sales': () => salesResponse([]),
    });

    renderApp('/seller-listings', { user: seller });

    expect(await screen.findByRole('tab', { name: 'My Listings', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(await screen.findByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
  });
});
