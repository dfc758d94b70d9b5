import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EXPIRED_LINK, FORGOT_PASSWORD_ANSWER } from '../../../domain/contracts/auth.ts';
import { userQueryOptions } from '../../lib/session/get-user.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';

describe('the sign-in form', () => {
  it('links to /forgot-password', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth', { user: null });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('/forgot-password', () => {
  it('checks the address, sends it, and shows the same answer whatever it was', async () => {
    const fetchSpy = mockApi({
      'POST /api/password/forgot': () => jsonResponse(202, { message: FORGOT_PASSWORD_ANSWER }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/forgot-password', { user: null });
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/password/forgot', expect.anything());

    await user.clear(email);
    await user.type(email, 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_ANSWER);
    expect(sentBody(fetchSpy, 'POST', '/api/password/forgot')).toEqual({ email: 'priya@example.in' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('asks for the new password twice with the registration rules', async () => {
    const fetchSpy = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=abc', { user: null });
    await user.type(await screen.findByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm new password'), '54321');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/password/reset', expect.anything());
  });

  it('sends the token with the new password, then opens the sign-in page with a message', async () => {
    const fetchSpy = mockApi({
      'POST /api/password/reset': () =>
        jsonResponse(200, { message: 'Your password has been changed. Sign in with your new password.' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/reset-password?token=the-token', { user: null });
    await user.type(await screen.findByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(sentBody(fetchSpy, 'POST', '/api/password/reset')).toEqual({
      token: 'the-token',
      password: 'a new secret',
    });
  });

  it('signs this browser out too when it was signed in (the reset ends every session)', async () => {
    mockApi({
      'POST /api/password/reset': () =>
        jsonResponse(200, { message: 'Your password has been changed. Sign in with your new password.' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router, queryClient } = renderApp('/reset-password?token=t', { user: makeUser() });
    await user.type(await screen.findByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(queryClient.getQueryData(userQueryOptions.queryKey)).toBeNull();
  });

  it('shows the server message for a used or expired link and offers a new one', async () => {
    mockApi({ 'POST /api/password/reset': () => jsonResponse(400, { message: EXPIRED_LINK }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=used', { user: null });
    await user.type(await screen.findByLabelText('New password'), 'a new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(EXPIRED_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the server refusing a common password on the password field', async () => {
    mockApi({
      'POST /api/password/reset': () =>
        jsonResponse(400, {
          message: 'This password is too common. Please choose another.',
          code: 'validation.password_too_common',
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=t', { user: null });
    await user.type(await screen.findByLabelText('New password'), 'letmein');
    await user.type(screen.getByLabelText('Confirm new password'), 'letmein');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'At least 6 characters This password is too common. Please choose another.',
      ),
    );
  });

  it('says so when the link has no token', async () => {
    mockApi({});
    renderApp('/reset-password', { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
  });
});
