import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadHome } from '../../lib/reload.ts';
import { userQueryOptions } from '../../lib/session/get-user.ts';
import { START_TOUR_EVENT } from '../../lib/tour.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Header } from './header.tsx';

vi.mock('../../lib/reload.ts', () => ({ reloadHome: vi.fn(), reloadPage: vi.fn() }));

describe('the header', () => {
  it('shows the Admin and Database links to an admin', () => {
    mockApi({});

    renderWithProviders(<Header />, { user: makeUser({ username: 'admin', isAdmin: true }) });

    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Database' })).toHaveAttribute('href', '/database-monitor');
  });

  it('hides the Admin and Database links from everyone else, whatever their e-mail says', () => {
    mockApi({});

    renderWithProviders(<Header />, { user: makeUser({ email: 'admin@example.in', isAdmin: false }) });

    expect(screen.getByRole('link', { name: 'Sell Your Items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Database' })).not.toBeInTheDocument();
  });

  it('greets a signed-in user, links Orders and offers Logout', () => {
    mockApi({});

    renderWithProviders(<Header />, { user: makeUser({ username: 'priya' }) });

    expect(screen.getByRole('button', { name: 'Hi, priya' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens the account menu from the greeting, with the admin pages only for an admin', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });

    const student = renderWithProviders(<Header />, { user: makeUser({ username: 'priya' }) });
    // The menu's own button (aria-expanded) once its code has arrived; the greeting stands in until then.
    await user.click(await screen.findByRole('button', { name: 'Hi, priya', expanded: false }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Inbox', '/inbox'],
      ['Orders', '/orders'],
      ['Saved', '/saved'],
      ['Wanted books', '/wanted'],
      ['Sales', '/seller-listings?tab=sales'],
      ['Listings', '/seller-listings'],
      ['Achievements', '/achievements'],
      ['Account settings', '/settings'],
    ]);
    await user.keyboard('{Escape}');
    student.unmount();

    renderWithProviders(<Header />, { user: makeUser({ username: 'admin', isAdmin: true }) });
    await user.click(await screen.findByRole('button', { name: 'Hi, admin', expanded: false }));
    const adminMenu = await screen.findByRole('menu');
    expect(within(adminMenu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(adminMenu).getByRole('menuitem', { name: 'Database' })).toHaveAttribute(
      'href',
      '/database-monitor',
    );
  });

  it('puts the account pages in the phone menu of a signed-in student, and the admin pages for an admin', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });

    renderWithProviders(<Header />, { user: makeUser({ isAdmin: true }) });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Browse Items',
      'Sell Your Items',
      'My Listings',
      'Orders',
      'Cart',
      'Inbox',
      'Saved',
      'Wanted books',
      'Sales',
      'Achievements',
      'Account settings',
      'Admin',
      'Database',
    ]);
    expect(within(menu).getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/settings');
  });

  it('offers no account pages to a guest, in the header or the phone menu', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });

    renderWithProviders(<Header />, { user: null });

    expect(screen.queryByRole('button', { name: /^Hi,/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Account settings' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Sales' })).not.toBeInTheDocument();
  });

  it('offers Sign In to a guest and counts the items in the guest cart', () => {
    mockApi({});
    window.localStorage.setItem(
      'guestCart',
      JSON.stringify([
        { productId: 1, quantity: 2 },
        { productId: 4, quantity: 1 },
      ]),
    );

    renderWithProviders(<Header />, { user: null });

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('asks for the tour with a window event', async () => {
    mockApi({});
    const onTour = vi.fn();
    window.addEventListener(START_TOUR_EVENT, onTour);

    renderWithProviders(<Header />, { user: null });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Tour' }));

    expect(onTour).toHaveBeenCalledOnce();
    window.removeEventListener(START_TOUR_EVENT, onTour);
  });

  it('logs out: clears stored data except the onboarding flags, says so, and reloads the home page', async () => {
    const fetchSpy = mockApi({ 'POST /api/logout': () => jsonResponse(200, { message: 'Logged out' }) });
    window.localStorage.setItem('onboardingCompleted', 'true');
    window.localStorage.setItem('tourDueFor', '7');
    window.localStorage.setItem('guestCart', '[]');
    window.sessionStorage.setItem('buyNowCheckout', '{}');
    const { queryClient } = renderWithProviders(<Header />, { user: makeUser() });

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out. Refreshing page...')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
    expect(window.localStorage.getItem('tourDueFor')).toBe('7');
    expect(window.localStorage.getItem('guestCart')).toBeNull();
    expect(window.sessionStorage.getItem('buyNowCheckout')).toBeNull();
    expect(queryClient.getQueryData(userQueryOptions.queryKey)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(reloadHome).toHaveBeenCalledOnce());
  });

  it('still clears and reloads when the server cannot log out', async () => {
    mockApi({ 'POST /api/logout': () => jsonResponse(500, { message: 'Internal server error' }) });
    window.localStorage.setItem('guestCart', '[]');
    renderWithProviders(<Header />, { user: makeUser() });

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout completed')).toBeInTheDocument();
    expect(screen.getByText('Session cleared. Refreshing page...')).toBeInTheDocument();
    expect(window.localStorage.getItem('guestCart')).toBeNull();
    await waitFor(() => expect(reloadHome).toHaveBeenCalled());
  });
});
