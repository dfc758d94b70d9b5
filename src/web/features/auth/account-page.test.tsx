import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './account-page.tsx';

vi.mock('../../lib/reload.ts', () => ({ reloadHome: vi.fn(), reloadPage: vi.fn() }));

describe('the account page', () => {
  it('lists the student’s pages and signs out', async () => {
    const fetchSpy = mockApi({ 'POST /api/logout': () => jsonResponse(200, { message: 'Logged out' }) });

    renderApp('/account', { user: makeUser({ username: 'priya' }) });

    expect(await screen.findByRole('heading', { name: 'Hi, priya' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Your account' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Orders', '/orders'],
      ['Saved', '/saved'],
      ['Sales', '/seller-listings?tab=sales'],
      ['Listings', '/seller-listings'],
      ['Achievements', '/achievements'],
      ['Account settings', '/settings'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await expect.poll(() => fetchSpy.mock.calls.some(([url]) => String(url) === '/api/logout')).toBe(true);
  });

  it('adds the admin pages for an admin', async () => {
    mockApi({});
    renderApp('/account', { user: makeUser({ username: 'admin', isAdmin: true }) });
    const account = within(await screen.findByRole('navigation', { name: 'Your account' }));
    expect(account.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(account.getByRole('link', { name: 'Database' })).toHaveAttribute('href', '/database-monitor');
  });
});
