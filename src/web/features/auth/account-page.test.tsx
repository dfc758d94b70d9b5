import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
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
      ['Inbox', '/inbox'],
      ['Orders', '/orders'],
      ['Saved', '/saved'],
      ['Wanted books', '/wanted'],
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

  describe('the profile form', () => {
    const user = makeUser({ fullName: 'Priya Sharma', phone: '9876543210', institute: null, city: null });

    it('shows the profile and saves name, number, college and city as the server keeps them', async () => {
      const fetchSpy = mockApi({
        'PUT /api/user': ({ body }) =>
          jsonResponse(200, { ...user, ...(body as object), phone: '9123456780', city: 'Pune' }),
      });
      renderApp('/account', { user });
      const profile = within(await screen.findByRole('region', { name: 'Your profile' }));
      expect(profile.getByLabelText('Full name')).toHaveValue('Priya Sharma');
      expect(profile.getByLabelText('Mobile number')).toHaveValue('9876543210');

      const typist = userEvent.setup({ delay: null });
      await typist.clear(profile.getByLabelText('Mobile number'));
      await typist.type(profile.getByLabelText('Mobile number'), '+91 91234 56780');
      await typist.type(profile.getByLabelText('College or university'), '  COEP ');
      await typist.type(profile.getByLabelText('City'), 'Pune ');
      await typist.click(profile.getByRole('button', { name: 'Save profile' }));

      expect(await screen.findByText('Profile saved')).toBeInTheDocument();
      expect(sentBody(fetchSpy, 'PUT', '/api/user')).toEqual({
        fullName: 'Priya Sharma',
        phone: '9123456780',
        institute: 'COEP',
        city: 'Pune',
      });
      expect(profile.getByLabelText('Mobile number')).toHaveValue('9123456780');
    });

    it('shows the rule beside a field and sends nothing while the number is wrong', async () => {
      const fetchSpy = mockApi({});
      renderApp('/account', { user });
      const profile = within(await screen.findByRole('region', { name: 'Your profile' }));
      const typist = userEvent.setup({ delay: null });
      await typist.clear(profile.getByLabelText('Mobile number'));
      await typist.type(profile.getByLabelText('Mobile number'), '12345');
      await typist.click(profile.getByRole('button', { name: 'Save profile' }));

      const phone = profile.getByLabelText('Mobile number');
      expect(phone).toHaveAttribute('aria-invalid', 'true');
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid 10-digit mobile number'),
      );
      expect(sentBody(fetchSpy, 'PUT', '/api/user')).toBeUndefined();
    });

    it('shows the server’s refusal', async () => {
      mockApi({
        'PUT /api/user': () => jsonResponse(400, { message: 'City must be at most 60 characters' }),
      });
      renderApp('/account', { user });
      const profile = within(await screen.findByRole('region', { name: 'Your profile' }));
      await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
      expect(await screen.findByText('Profile not saved')).toBeInTheDocument();
      expect(screen.getByText('City must be at most 60 characters')).toBeInTheDocument();
    });
  });
});
