import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../domain/contracts/orders.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { makeOrderDetail } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
import { makeAdminOrder } from './admin-fixtures.ts';
// Loaded up front, so the lazy routes resolve at once instead of racing the first findBy.
import '../../app/routes/admin-order-route.tsx';
import '../../app/routes/order-route.tsx';

const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });

/** Priya's order as the server answers an admin: the hand-over codes are the buyer's alone. */
function priyasOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = makeOrderDetail({
    status: 'pending_cod',
    paymentMethod: 'cod',
    paymentId: null,
    ...overrides,
  });
  return { ...order, parts: order.parts.map((part) => ({ ...part, handoverCode: null })) };
}

const detailCalls = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls.filter(([input]) => String(input) === '/api/orders/detail/123').length;

describe("the admin's view of an order", () => {
  it("shows the order with the admin's actions instead of the buyer's, and leads back to Order Management", async () => {
    mockApi({ 'GET /api/orders/detail/123': () => jsonResponse(200, priyasOrder()) });
    renderApp('/admin/orders/123', { user: admin });

    expect(await screen.findByRole('heading', { level: 1, name: 'TXN-000123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order Management' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Your Orders' })).not.toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Admin actions' });
    const status = within(actions).getByRole('combobox', { name: 'Change status of TXN-000123' });
    expect(status).toHaveValue('pending_cod');
    expect(within(actions).getByRole('button', { name: 'Delete TXN-000123' })).toBeInTheDocument();
    // The buyer's own buttons are theirs to press.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // The order itself, as the buyer sees it: the seller to collect from and the delivery details.
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' })).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Shivajinagar')).toBeInTheDocument();
  });

  it('moves the status through the API, says Order Updated and reads the order again', async () => {
    let status: OrderDetail['status'] = 'pending_cod';
    const fetchSpy = mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, priyasOrder({ status })),
      'PUT /api/orders/123/status': () => {
        status = 'cancelled';
        return jsonResponse(200, makeAdminOrder({ status }));
      },
    });
    renderApp('/admin/orders/123', { user: admin });
    const user = userEvent.setup({ delay: null });

    const select = await screen.findByRole('combobox', { name: 'Change status of TXN-000123' });
    // Only the admin's moves from here: no refund for an order nobody has handed over.
    expect(within(select).queryByRole('option', { name: 'Refunded' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'cancelled');

    expect(await screen.findByText('TXN-000123 is now Cancelled.')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'PUT', '/api/orders/123/status')).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(detailCalls(fetchSpy)).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Change status/ })).toHaveValue('cancelled'),
    );
  });

  it('decides a refund request from the order', async () => {
    const asked = priyasOrder({
      status: 'refund_requested',
      refundRequested: true,
      refundReason: 'Chapters 4 to 6 are missing',
    });
    const fetchSpy = mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, asked),
      'POST /api/admin/orders/123/refund': () =>
        jsonResponse(200, makeAdminOrder({ status: 'refunded', refundStatus: 'processed' })),
    });
    renderApp('/admin/orders/123', { user: admin });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Decide refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund request for TXN-000123' });
    expect(within(dialog).getByText(/Reason: Chapters 4 to 6 are missing/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));

    expect(await screen.findByText('Refund Approved')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/admin/orders/123/refund')).toEqual({ approve: true, note: '' });
  });

  it('opened from Transactions, leads back there, and goes back there once the transaction is deleted', async () => {
    const fetchSpy = mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, priyasOrder()),
      'DELETE /api/admin/orders/123': () =>
        jsonResponse(200, { message: 'Transaction deleted successfully' }),
    });
    const { router } = renderApp('/admin/orders/123?from=transactions', { user: admin });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/admin?tab=transactions',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete TXN-000123' }));
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Transaction Deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?tab=transactions');
  });

  it('tells a student they have no access, without asking for the order', async () => {
    const fetchSpy = mockApi({ 'GET /api/orders/detail/123': () => jsonResponse(200, priyasOrder()) });
    renderApp('/admin/orders/123', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(detailCalls(fetchSpy)).toBe(0);
  });

  it("takes an admin who opens a student's order on the buyer's page to the admin's view of it", async () => {
    mockApi({ 'GET /api/orders/detail/123': () => jsonResponse(200, priyasOrder()) });
    const { router } = renderApp('/orders/123', { user: admin });

    expect(await screen.findByRole('region', { name: 'Admin actions' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders/123');
  });

  it('speaks Hindi: the way back and the actions', async () => {
    mockApi({ 'GET /api/orders/detail/123': () => jsonResponse(200, priyasOrder()) });
    await renderAppInHindi('/admin/orders/123?from=transactions', { user: admin });

    expect(await screen.findByRole('region', { name: 'एडमिन के काम' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लेन-देन' })).toHaveAttribute('href', '/admin?tab=transactions');
  });
});
