import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeOrderDetail } from './order-fixtures.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './order-page.tsx';

describe('the order page', () => {
  it('shows the items, the seller to call for pickup, the address, the payment and the status history', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            statusHistory: [
              { fromStatus: null, toStatus: 'paid', note: null, createdAt: '2025-03-05T10:00:00.000Z' },
              {
                fromStatus: 'paid',
                toStatus: 'shipped',
                note: 'Handed over',
                createdAt: '2025-03-06T10:00:00.000Z',
              },
            ],
            status: 'shipped',
          }),
        ),
    });

    renderApp('/orders/123', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'TXN-000123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Engineering Mathematics by B.S. Grewal' })).toHaveAttribute(
      'href',
      '/product/42',
    );
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'E-mail rohan@example.in' })).toHaveAttribute(
      'href',
      'mailto:rohan@example.in',
    );
    expect(screen.getByText('12 MG Road, Shivajinagar')).toBeInTheDocument();
    expect(screen.getByText('Pune, Maharashtra 411005')).toBeInTheDocument();
    expect(screen.getByText('Payment Gateway')).toBeInTheDocument();
    expect(screen.getByText('pay_sim_1')).toBeInTheDocument();
    expect(screen.getByText('Discounted Platform Fee (15%)')).toBeInTheDocument();
    expect(screen.getByText('Handed over')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('says the order was not found when it is not the buyer’s', async () => {
    mockApi({ 'GET /api/orders/detail/5': () => jsonResponse(403, { message: 'This is not your order' }) });

    renderApp('/orders/5', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
