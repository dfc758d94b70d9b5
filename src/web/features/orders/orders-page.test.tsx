import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { makeOrderSummary } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './orders-page.tsx';

const priya = makeUser();

function orderCard(number: string) {
  return screen.getByRole('article', { name: number });
}

describe('the orders page', () => {
  it('shows each order with its TXN number, status in words and colour, and Cancel only while allowed', async () => {
    mockApi({
      'GET /api/orders/7': () =>
        jsonResponse(200, [
          makeOrderSummary({ id: 123, status: 'paid' }),
          makeOrderSummary({
            id: 45,
            status: 'pending_cod',
            paymentMethod: 'cod',
            paymentId: null,
            unreadMessages: 2,
          }),
          makeOrderSummary({ id: 9, status: 'shipped' }),
          makeOrderSummary({ id: 8, status: 'delivered' }),
          makeOrderSummary({ id: 7, status: 'cancelled', canCancel: false }),
          makeOrderSummary({ id: 6, status: 'paid', canCancel: false }),
        ]),
    });

    renderApp('/orders', { user: priya });

    expect(await screen.findByText('6 orders')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
    const expected = [
      ['TXN-000123', 'Paid', 'yellow', true],
      ['TXN-000045', 'Pending (COD)', 'yellow', true],
      ['TXN-000009', 'Shipped', 'blue', false],
      ['TXN-000008', 'Delivered', 'green', false],
      ['TXN-000007', 'Cancelled', 'red', false],
      ['TXN-000006', 'Paid', 'yellow', false],
    ] as const;
    for (const [number, label, colour, cancellable] of expected) {
      const card = orderCard(number);
      const badge = within(card).getByText(label);
      expect(badge.className).toContain(`text-status-${colour}`);
      expect(within(card).queryByRole('button', { name: 'Cancel order' }) !== null).toBe(cancellable);
    }
    expect(
      within(orderCard('TXN-000008')).getByRole('button', { name: 'Request refund' }),
    ).toBeInTheDocument();
    expect(within(orderCard('TXN-000123')).queryByRole('button', { name: 'Request refund' })).toBeNull();
    expect(
      within(orderCard('TXN-000123')).getByRole('link', { name: 'View details of TXN-000123' }),
    ).toHaveAttribute('href', '/orders/123');
    expect(within(orderCard('TXN-000123')).getByText('₹401.35')).toBeInTheDocument();
    expect(within(orderCard('TXN-000045')).getByText('2 new messages')).toBeInTheDocument();
    expect(within(orderCard('TXN-000123')).queryByText(/new message/)).toBeNull();
  });

  it('cancels an order after confirmation and says Order Cancelled', async () => {
    let status = 'paid';
    const fetchSpy = mockApi({
      'GET /api/orders/7': () => jsonResponse(200, [makeOrderSummary({ status: status as 'paid' })]),
      'PUT /api/orders/123/cancel': () => {
        status = 'cancelled';
        return jsonResponse(
          200,
          makeOrderSummary({ status: 'cancelled', canCancel: false, refundStatus: 'initiated' }),
        );
      },
    });
    renderApp('/orders', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel TXN-000123?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
    expect(await within(orderCard('TXN-000123')).findByText('Cancelled')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/orders/123/cancel',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('says Cancellation Failed with the reason when the server refuses', async () => {
    mockApi({
      'GET /api/orders/7': () => jsonResponse(200, [makeOrderSummary()]),
      'PUT /api/orders/123/cancel': () =>
        jsonResponse(400, { message: 'This order can no longer be cancelled' }),
    });
    renderApp('/orders', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('This order can no longer be cancelled')).toBeInTheDocument();
  });

  it('tells a cash buyer that the seller gives the cash back, not that the team pays it', async () => {
    mockApi({
      'GET /api/orders/7': () =>
        jsonResponse(200, [makeOrderSummary({ status: 'delivered', paymentMethod: 'cod' })]),
    });
    renderApp('/orders', { user: priya });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Request refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a refund for TXN-000123' });
    expect(within(dialog).getByText(/the seller gives the cash back to you/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Our team will process/)).not.toBeInTheDocument();
  });

  it('asks for a refund only with a reason, then says Refund Requested', async () => {
    const fetchSpy = mockApi({
      'GET /api/orders/7': () => jsonResponse(200, [makeOrderSummary({ status: 'delivered' })]),
      'POST /api/orders/123/refund-request': () =>
        jsonResponse(
          200,
          makeOrderSummary({
            status: 'refund_requested',
            refundRequested: true,
            refundReason: 'Pages missing',
          }),
        ),
    });
    renderApp('/orders', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Request refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a refund for TXN-000123' });
    await user.type(within(dialog).getByLabelText('Why do you want a refund?'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(await within(dialog).findByText('Please tell us why you want a refund')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/orders/123/refund-request', expect.anything());

    await user.type(within(dialog).getByLabelText('Why do you want a refund?'), 'Pages missing');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));

    expect(await screen.findByText('Refund Requested')).toBeInTheDocument();
    expect(screen.getByText('Our team will process your request in 3-5 business days.')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/orders/123/refund-request')).toEqual({ reason: 'Pages missing' });
  });

  it('shows the empty state with Browse Products', async () => {
    mockApi({ 'GET /api/orders/7': () => jsonResponse(200, []) });

    renderApp('/orders', { user: priya });

    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/');
  });
});

describe('the orders page in Hindi', () => {
  it('names the orders, their statuses, payment and actions in Hindi', async () => {
    mockApi({
      'GET /api/orders/7': () =>
        jsonResponse(200, [
          makeOrderSummary({
            id: 45,
            status: 'pending_cod',
            paymentMethod: 'cod',
            paymentId: null,
            unreadMessages: 2,
          }),
          makeOrderSummary({ id: 9, status: 'shipped' }),
        ]),
    });

    await renderAppInHindi('/orders', { user: priya });

    expect(await screen.findByText('2 ऑर्डर')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'आपके ऑर्डर' })).toBeInTheDocument();
    const cod = orderCard('TXN-000045');
    expect(within(cod).getByText('पेंडिंग (COD)')).toBeInTheDocument();
    expect(within(cod).getByText('5 मार्च 2025 · कैश ऑन डिलीवरी')).toBeInTheDocument();
    expect(within(cod).getByText('2 नए मैसेज')).toBeInTheDocument();
    expect(within(cod).getByRole('button', { name: 'ऑर्डर कैंसल करें' })).toBeInTheDocument();
    expect(within(cod).getByRole('link', { name: 'TXN-000045 की पूरी जानकारी देखें' })).toHaveAttribute(
      'href',
      '/orders/45',
    );
    expect(within(orderCard('TXN-000009')).getByText('भेज दिया गया')).toBeInTheDocument();
  });
});
