import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './settings-page.tsx';

const priya = makeUser();

function changePasswordForm() {
  return within(screen.getByRole('region', { name: 'Change password' }));
}

async function fillPasswords(
  user: ReturnType<typeof userEvent.setup>,
  values: { current: string; next: string; confirm: string },
) {
  const form = changePasswordForm();
  await user.type(form.getByLabelText('Current password'), values.current);
  await user.type(form.getByLabelText('New password'), values.next);
  await user.type(form.getByLabelText('Confirm new password'), values.confirm);
  await user.click(form.getByRole('button', { name: 'Change password' }));
}

describe('the settings page', () => {
  it('says how many other devices are signed in', async () => {
    mockApi({ 'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 2 }) });

    renderApp('/settings', { user: priya });

    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('You are signed in on 2 other devices.')).toBeInTheDocument();
  });

  it('sends a guest to sign in first', async () => {
    mockApi({});

    const { router } = renderApp('/settings', { user: null });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('explains a short or unconfirmed new password and does not call the server', async () => {
    const fetchSpy = mockApi({ 'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 0 }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/settings', { user: priya });
    await screen.findByRole('region', { name: 'Change password' });

    await fillPasswords(user, { current: 'secret123', next: '12345', confirm: '12346' });

    const form = changePasswordForm();
    expect(await form.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(form.getByLabelText('New password')).toBeInvalid();
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 6 characters Password must be at least 6 characters',
    );
    expect(sentBody(fetchSpy, 'PUT', '/api/user/password')).toBeUndefined();

    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), 'a new secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Passwords do not match')).toBeInTheDocument();
    expect(form.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(sentBody(fetchSpy, 'PUT', '/api/user/password')).toBeUndefined();
  });

  it('changes the password with only the two passwords, says so, empties the form and counts no other device', async () => {
    const fetchSpy = mockApi({
      'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 2 }),
      'PUT /api/user/password': () => jsonResponse(200, { message: 'Password changed' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/settings', { user: priya });
    await screen.findByText('You are signed in on 2 other devices.');

    await fillPasswords(user, { current: 'secret123', next: 'a new secret', confirm: 'a new secret' });

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('Your other devices have been signed out.')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'PUT', '/api/user/password')).toEqual({
      currentPassword: 'secret123',
      newPassword: 'a new secret',
    });
    expect(changePasswordForm().getByLabelText('Current password')).toHaveValue('');
    expect(changePasswordForm().getByLabelText('New password')).toHaveValue('');
    expect(screen.getByText('You are not signed in on any other device.')).toBeInTheDocument();
  });

  it('shows the server refusing a common new password on that field', async () => {
    mockApi({
      'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 0 }),
      'PUT /api/user/password': () =>
        jsonResponse(400, {
          message: 'This password is too common. Please choose another.',
          code: 'validation.password_too_common',
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/settings', { user: priya });
    await screen.findByText('You are not signed in on any other device.');

    await fillPasswords(user, { current: 'secret123', next: 'iloveyou', confirm: 'iloveyou' });

    await waitFor(() =>
      expect(changePasswordForm().getByLabelText('New password')).toHaveAccessibleDescription(
        'At least 6 characters This password is too common. Please choose another.',
      ),
    );
    expect(changePasswordForm().getByLabelText('New password')).toHaveFocus();
  });

  it('shows a wrong current password on that field and in a toast', async () => {
    mockApi({
      'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 1 }),
      'PUT /api/user/password': () =>
        jsonResponse(400, {
          message: 'Your current password is not correct',
          code: 'auth.wrong_current_password',
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/settings', { user: priya });
    await screen.findByText('You are signed in on 1 other device.');

    await fillPasswords(user, { current: 'wrong one', next: 'a new secret', confirm: 'a new secret' });

    expect(await screen.findByText('Password not changed')).toBeInTheDocument();
    const current = changePasswordForm().getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not correct'));
    expect(current).toBeInvalid();
    expect(current).toHaveFocus();
    expect(screen.getByText('You are signed in on 1 other device.')).toBeInTheDocument();
  });

  it('signs out of the other devices only after confirming, and then counts none', async () => {
    const fetchSpy = mockApi({
      'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 2 }),
      'DELETE /api/user/sessions/others': () =>
        jsonResponse(200, { message: 'Signed out of 2 other devices', signedOut: 2 }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/settings', { user: priya });
    await screen.findByText('You are signed in on 2 other devices.');
    const signOutButton = screen.getByRole('button', { name: 'Sign out of all other devices' });

    await user.click(signOutButton);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    const deleteCalls = () =>
      fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
    expect(deleteCalls()).toEqual([]);

    await user.click(signOutButton);
    const dialog = within(screen.getByRole('alertdialog', { name: 'Sign out of all other devices?' }));
    expect(dialog.getByText(/This device stays signed in/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Sign out others' }));

    expect(await screen.findByText('Other devices signed out')).toBeInTheDocument();
    expect(screen.getByText('Signed out of 2 other devices.')).toBeInTheDocument();
    expect(deleteCalls()).toEqual(['/api/user/sessions/others']);
    expect(screen.getByText('You are not signed in on any other device.')).toBeInTheDocument();
  });

  it('offers to try again when the devices cannot be loaded', async () => {
    let answers = 0;
    mockApi({
      'GET /api/user/sessions': () =>
        ++answers === 1
          ? jsonResponse(500, { message: 'Internal server error' })
          : jsonResponse(200, { otherSessions: 0 }),
      // The e-mail settings card loads on its own; only the devices fail here.
      'GET /api/user/mail-preferences': () => jsonResponse(200, { preferences: [] }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/settings', { user: priya });

    expect(await screen.findByText('Your devices could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('You are not signed in on any other device.')).toBeInTheDocument();
  });
});
