import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../domain/contracts/notifications.ts';
import { jsonResponse, makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeNotification } from '../notification-fixtures.ts';
import { NotificationBell } from './notification-bell.tsx';
// Loaded up front, so the lazy card opens at once instead of racing the first findBy.
import './notifications-popover.tsx';

const placed = makeNotification({ kind: 'order_placed', params: { orderId: 12 } }, { id: 5, orderId: 12 });
const sold = makeNotification(
  { kind: 'item_sold', params: { orderId: 13, quantity: 1, title: 'Engineering Mathematics' } },
  { id: 6, type: 'product_sold', orderId: 13, link: '/seller-listings/sales/13' },
);
const welcome = makeNotification(
  { kind: 'welcome', params: { username: 'priya' } },
  { id: 4, type: 'signup', orderId: null, link: null, isRead: true },
);

function answer(unread = [placed, sold]) {
  return mockApi({
    'GET /api/notifications/unread': () => jsonResponse(200, unread),
    'GET /api/notifications': () => jsonResponse(200, [sold, placed, welcome]),
    'POST /api/notifications/5/read': () => jsonResponse(200, { message: 'Marked as read' }),
    'POST /api/notifications/read-all': () => jsonResponse(200, { message: 'All marked as read' }),
  });
}

describe('the notification bell', () => {
  it('counts the unread notifications in its name and its bubble', async () => {
    answer();

    renderWithProviders(<NotificationBell />, { user: makeUser() });

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
  });

  it('is just "Notifications" when everything has been read', async () => {
    const fetchSpy = answer([]);

    renderWithProviders(<NotificationBell />, { user: makeUser() });

    await waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith('/api/notifications/unread', expect.anything()),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens the card with each notification and its read state, and marks one read when it is followed', async () => {
    const fetchSpy = answer();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationBell />, { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const card = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(card).findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const order = within(list).getByRole('link', {
      name: 'Unread: Your order TXN-000012 has been placed. 5 minutes ago',
    });
    expect(order).toHaveAttribute('href', '/orders/12');
    // A sale's order page belongs to the buyer, so it leads to the seller's sale page.
    expect(within(list).getByRole('link', { name: /You sold 1/ })).toHaveAttribute(
      'href',
      '/seller-listings/sales/13',
    );
    // Read, and about no order: nothing to press.
    expect(
      within(list)
        .getByText('Welcome to PassItOn, priya! Browse what seniors are passing on, or list your own books.')
        .closest('a, button'),
    ).toBeNull();

    await user.click(order);

    await waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith(
        '/api/notifications/5/read',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveFocus();
  });

  it('leads a notice about a listing (a saved search found it, or a saved one got cheaper) to the listing', async () => {
    const found = makeNotification(
      {
        kind: 'saved_search_matched',
        params: { search: { q: 'maths' }, title: 'Higher Engineering Mathematics', price: 45_000 },
      },
      { id: 8, type: 'saved_search', orderId: null, productId: 41, link: '/product/41' },
    );
    const cheaper = makeNotification(
      { kind: 'favourite_price_dropped', params: { title: 'Casio fx-991ES', from: 70_000, to: 60_000 } },
      { id: 9, type: 'favourite_price_drop', orderId: null, productId: 42, link: '/product/42' },
    );
    mockApi({
      'GET /api/notifications/unread': () => jsonResponse(200, [found, cheaper]),
      'GET /api/notifications': () => jsonResponse(200, [found, cheaper]),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationBell />, { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('link', { name: /A new listing matches/ })).toHaveAttribute(
      'href',
      '/product/41',
    );
    expect(within(list).getByRole('link', { name: /Price dropped/ })).toHaveAttribute('href', '/product/42');
  });

  it("shows the server's English for a notification of a kind this copy of the app does not know yet", async () => {
    // A newer server than the app the offline worker kept: its kinds are words this app does not have.
    const newer = {
      ...placed,
      kind: 'order_lost',
      params: { orderId: 12 },
      message: 'Your order TXN-000012 was lost in the post.',
    } as unknown as Notification;
    mockApi({
      'GET /api/notifications/unread': () => jsonResponse(200, [newer]),
      'GET /api/notifications': () => jsonResponse(200, [newer]),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationBell />, { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('Your order TXN-000012 was lost in the post.')).toBeInTheDocument();
  });

  it('marks everything read at once', async () => {
    const fetchSpy = answer();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationBell />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith(
        '/api/notifications/read-all',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    answer();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NotificationBell />, { user: makeUser() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});
