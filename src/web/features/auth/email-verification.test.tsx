import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EXPIRED_LINK } from '../../../domain/contracts/auth.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import './account-page.tsx';
import './settings-page.tsx';
import './verify-email-page.tsx';

vi.mock('../../lib/reload.ts', () => ({ reloadHome: vi.fn(), reloadPage: vi.fn() }));

describe('/verify-email', () => {
  it('sends the token once by itself and says the address is verified', async () => {
    const fetchSpy = mockApi({
      'POST /api/email/verify': () =>
        jsonResponse(200, { message: 'Your e-mail address is verified. Thank you!' }),
    });
    renderApp('/verify-email?token=the-token', { user: null });
    expect(await screen.findByText('Your e-mail address is verified. Thank you!')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/email/verify')).toEqual({ token: 'the-token' });
    expect(fetchSpy.mock.calls.filter(([url]) => String(url) === '/api/email/verify')).toHaveLength(1);
  });

  it('shows the server message for a used or expired link', async () => {
    mockApi({ 'POST /api/email/verify': () => jsonResponse(400, { message: EXPIRED_LINK }) });
    renderApp('/verify-email?token=used', { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_LINK);
  });
});

describe('the settings page', () => {
  it('shows whether the address is verified too (desktop has no /account link)', async () => {
    mockApi({
      'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 0 }),
      'GET /api/user/mail-preferences': () => jsonResponse(200, { preferences: [] }),
    });
    renderApp('/settings', { user: makeUser({ emailVerified: false }) });
    expect(await screen.findByRole('region', { name: 'E-mail address' })).toHaveTextContent(
      'Not verified yet',
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });
});

describe('the account page', () => {
  it('shows a verified address as Verified, and a college one as Verified student', async () => {
    mockApi({});
    renderApp('/account', { user: makeUser({ email: 'priya@coep.ac.in', emailVerified: true }) });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Verified student')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('offers to send the link again for an unverified address', async () => {
    const fetchSpy = mockApi({
      'POST /api/user/verify-email': () =>
        jsonResponse(202, { message: 'We have sent a new link to priya@example.in. It works for 7 days.' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/account', { user: makeUser({ emailVerified: false }) });
    expect(await screen.findByText('Not verified yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('We have sent a new link to priya@example.in. It works for 7 days.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link sent' })).toBeDisabled();
    expect(fetchSpy.mock.calls.some(([url]) => String(url) === '/api/user/verify-email')).toBe(true);
  });
});
