import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeAdminOrder, makeAdminProduct, makeAdminUser, makeStats } from './admin-fixtures.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './admin-page.tsx';

const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });

function page<T>(items: T[], total = items.length) {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

function adminApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/stats': () => jsonResponse(200, makeStats()),
    'GET /api/admin/orders': () => page([makeAdminOrder()], 41),
    'GET /api/admin/products': () =>
      page([
        makeAdminProduct(),
        makeAdminProduct({
          id: 43,
          title: 'Casio fx-991ES',
          lastSale: {
            orderId: 123,
            status: 'pending_cod',
            createdAt: '2025-03-05T10:00:00.000Z',
            customerName: 'Priya Sharma',
            customerPhone: '9876543210',
            buyer: {
              id: 7,
              username: 'priya',
              name: 'Priya Sharma',
              email: 'priya@example.in',
              phone: '9876543210',
            },
            orders: 1,
          },
        }),
      ]),
    'GET /api/admin/users': () => page([makeAdminUser()]),
    ...extra,
  });
}

describe('the admin dashboard', () => {
  it('tells a student they have no access, without calling the admin API', async () => {
    const fetchSpy = adminApi();
    renderApp('/admin', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(false);
  });

  it('shows the four summary cards from the stats', async () => {
    adminApi();
    renderApp('/admin', { user: admin });
    const users = await screen.findByRole('group', { name: 'Total Users' });
    expect(within(users).getByText('1,250')).toBeInTheDocument();
    expect(within(users).getByText('4 new today')).toBeInTheDocument();
    const products = screen.getByRole('group', { name: 'Total Products' });
    expect(within(products).getByText('310')).toBeInTheDocument();
    expect(within(products).getByText('287 available')).toBeInTheDocument();
    const orders = screen.getByRole('group', { name: 'Total Orders' });
    expect(within(orders).getByText('96')).toBeInTheDocument();
    expect(within(orders).getByText('7 pending')).toBeInTheDocument();
    const revenue = screen.getByRole('group', { name: 'Platform Revenue' });
    expect(within(revenue).getByText('₹12,345.50')).toBeInTheDocument();
    expect(within(revenue).getByText('61 completed orders')).toBeInTheDocument();
    expect(within(revenue).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    for (const tab of [
      'New Orders',
      'Transactions',
      'Products',
      'Sellers',
      'Buyers',
      'All Users',
      'Analytics',
      'E-mail',
    ]) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
  });

  it('changes an order status through the API and says Order Updated', async () => {
    const fetchSpy = adminApi({
      'PUT /api/orders/123/status': () => jsonResponse(200, makeAdminOrder({ status: 'completed' })),
    });
    renderApp('/admin', { user: admin });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('3 new orders today')).toBeInTheDocument();
    const [select] = await screen.findAllByRole('combobox', { name: 'Change status of TXN-000123' });
    await user.selectOptions(select as HTMLElement, 'completed');

    expect(await screen.findByText('Order Updated')).toBeInTheDocument();
    expect(screen.getByText('TXN-000123 is now Completed.')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'PUT', '/api/orders/123/status')).toEqual({ status: 'completed' });
  });

  it('offers only the statuses an admin may move the order to: a delivered order cannot go back to waiting', async () => {
    adminApi({ 'GET /api/admin/orders': () => page([makeAdminOrder({ status: 'delivered' })]) });
    renderApp('/admin', { user: admin });
    const [select] = await screen.findAllByRole('combobox', { name: 'Change status of TXN-000123' });
    const options = within(select as HTMLElement)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(options).toEqual(['delivered', 'completed', 'refund_requested', 'refunded']);
  });

  it('says so when the status change fails', async () => {
    adminApi({ 'PUT /api/orders/123/status': () => jsonResponse(500, { message: 'Internal server error' }) });
    renderApp('/admin', { user: admin });
    const user = userEvent.setup({ delay: null });
    const [select] = await screen.findAllByRole('combobox', { name: 'Change status of TXN-000123' });
    await user.selectOptions(select as HTMLElement, 'cancelled');
    expect(await screen.findByText('Failed to update order status.')).toBeInTheDocument();
  });

  it('approves a refund request with a note through the API and says Refund Approved', async () => {
    const asked = makeAdminOrder({
      status: 'refund_requested',
      refundRequested: true,
      refundReason: 'Chapters 4 to 6 are missing',
    });
    const fetchSpy = adminApi({
      'GET /api/admin/orders': () => page([asked], 1),
      'POST /api/admin/orders/123/refund': () =>
        jsonResponse(200, { ...asked, status: 'refunded', refundStatus: 'processed' }),
    });
    renderApp('/admin', { user: admin });
    const user = userEvent.setup({ delay: null });

    const [decide] = await screen.findAllByRole('button', { name: 'Decide refund' });
    await user.click(decide as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Refund request for TXN-000123' });
    expect(within(dialog).getByText(/Reason: Chapters 4 to 6 are missing/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note for the buyer'), 'Sorry about the pages.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));

    expect(await screen.findByText('Refund Approved')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/admin/orders/123/refund')).toEqual({
      approve: true,
      note: 'Sorry about the pages.',
    });
  });

  it('asks for a note before rejecting a refund request, then sends the rejection', async () => {
    const asked = makeAdminOrder({ status: 'refund_requested', refundRequested: true, refundReason: 'Torn' });
    const fetchSpy = adminApi({
      'GET /api/admin/orders': () => page([asked], 1),
      'POST /api/admin/orders/123/refund': () =>
        jsonResponse(200, { ...asked, status: 'delivered', refundStatus: 'rejected' }),
    });
    renderApp('/admin', { user: admin });
    const user = userEvent.setup({ delay: null });

    const [decide] = await screen.findAllByRole('button', { name: 'Decide refund' });
    await user.click(decide as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Refund request for TXN-000123' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByLabelText('Note for the buyer')).toHaveAccessibleDescription(
      /Please tell the buyer why the refund is rejected/,
    );
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/refund'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Note for the buyer'), 'The photos show every page.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Refund Rejected')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/admin/orders/123/refund')).toEqual({
      approve: false,
      note: 'The photos show every page.',
    });
  });

  it('lists listings with their buyer or an Available badge', async () => {
    adminApi();
    renderApp('/admin', { user: admin });
    const [sold] = await screen.findAllByRole('article', { name: 'Casio fx-991ES' });
    expect(within(sold as HTMLElement).getAllByText('Priya Sharma').length).toBeGreaterThan(0);
    const [available] = screen.getAllByRole('article', { name: 'Engineering Mathematics by B.S. Grewal' });
    expect(within(available as HTMLElement).getByText('Available')).toBeInTheDocument();
  });

  it('resets revenue after confirmation and says Revenue Reset', async () => {
    adminApi({
      'POST /api/admin/reset-revenue': () =>
        jsonResponse(200, {
          platformFees: '0.00',
          orders: 0,
          since: null,
          allTimePlatformFees: '1.00',
          resets: [],
        }),
    });
    renderApp('/admin', { user: admin });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Reset revenue' }));
    expect(await screen.findByText('Revenue Reset')).toBeInTheDocument();
    expect(screen.getByText('Platform fees have been reset to ₹0.')).toBeInTheDocument();
  });

  it('deletes a transaction only after confirmation', async () => {
    const fetchSpy = adminApi({
      'DELETE /api/admin/orders/123': () =>
        jsonResponse(200, { message: 'Transaction deleted successfully' }),
    });
    renderApp('/admin?tab=transactions', { user: admin });
    const user = userEvent.setup({ delay: null });
    const [remove] = await screen.findAllByRole('button', { name: 'Delete TXN-000123' });
    await user.click(remove as HTMLElement);
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Transaction Deleted')).toBeInTheDocument();
  });

  it('asks for the next page, and for the first page again once typing pauses or a filter changes', async () => {
    const fetchSpy = adminApi();
    const ordersAsked = () =>
      fetchSpy.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/orders')
        .map((url) => Object.fromEntries(url.searchParams));
    renderApp('/admin?tab=transactions', { user: admin });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 41 transactions')).toBeInTheDocument();
    expect(ordersAsked().at(-1)).toEqual({ limit: '20', offset: '20' });

    await user.type(screen.getByLabelText('Search transactions'), ' Rohan ');
    expect(await screen.findByText('Showing 1–20 of 41 transactions')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(ordersAsked().at(-1)).toEqual({ search: 'Rohan', limit: '20', offset: '0' }),
    );
    // One request for the whole word, none for the letters on the way.
    expect(ordersAsked().filter((query) => query.search !== undefined)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await vi.waitFor(() =>
      expect(ordersAsked().at(-1)).toEqual({
        search: 'Rohan',
        status: 'completed',
        limit: '20',
        offset: '0',
      }),
    );
  });

  it('says how to widen an empty list only when it is filtered', async () => {
    adminApi({ 'GET /api/admin/products': () => page([]) });
    renderApp('/admin?tab=products', { user: admin });
    const user = userEvent.setup({ delay: null });
    const widen = 'Nothing matches these filters. Clear the search or choose another filter.';

    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByText(widen)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search products'), 'Casio');
    expect(await screen.findByText(widen)).toBeInTheDocument();
  });

  it('shows sellers with their first products and +N more', async () => {
    adminApi();
    renderApp('/admin?tab=sellers', { user: admin });
    expect((await screen.findAllByText('+2 more')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Call Rohan Mehta' })[0]).toHaveAttribute(
      'href',
      'tel:9123456780',
    );
    expect(screen.getAllByRole('link', { name: 'Email Rohan Mehta' })[0]).toHaveAttribute(
      'href',
      'mailto:rohan@example.in',
    );
  });
});
