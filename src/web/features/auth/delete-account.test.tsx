import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WRONG_PASSWORD } from '../../../domain/contracts/auth.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './account-page.tsx';

const IN_PROGRESS = 'You have orders in progress. Finish or cancel them before deleting your account.';

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const zone = within(await screen.findByRole('region', { name: 'Delete account' }));
  await user.click(zone.getByRole('button', { name: 'Delete account' }));
  return within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
}

async function confirmWith(
  dialog: ReturnType<typeof within>,
  user: ReturnType<typeof userEvent.setup>,
  password: string,
) {
  if (password) await user.type(dialog.getByLabelText('Your password'), password);
  await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
}

describe('deleting the account from /account', () => {
  it('explains what is removed and what is kept before asking for the password', async () => {
    const fetchSpy = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/account', { user: makeUser() });

    const dialog = await openDialog(user);

    expect(dialog.getByText('Your name, e-mail address, phone number and password')).toBeInTheDocument();
    expect(
      dialog.getByText('Your orders and sales with their amounts, and payouts, for accounting'),
    ).toBeInTheDocument();
    await confirmWith(dialog, user, '');
    expect(await dialog.findByText('Enter your password')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your password')).toBeInvalid();
    expect(sentBody(fetchSpy, 'DELETE', '/api/user')).toBeUndefined();
  });

  it('shows a wrong password on the field and keeps the student signed in', async () => {
    mockApi({
      'DELETE /api/user': () => jsonResponse(400, { message: WRONG_PASSWORD, code: 'auth.wrong_password' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/account', { user: makeUser() });

    const dialog = await openDialog(user);
    await confirmWith(dialog, user, 'not my password');

    expect(await dialog.findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(dialog.getByLabelText('Your password')).toHaveAccessibleDescription(WRONG_PASSWORD);
    expect(router.state.location.pathname).toBe('/account');
  });

  it('shows why the server refused, in the dialog', async () => {
    mockApi({ 'DELETE /api/user': () => jsonResponse(409, { message: IN_PROGRESS }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/account', { user: makeUser() });

    const dialog = await openDialog(user);
    await confirmWith(dialog, user, 'secret123');

    expect(await dialog.findByRole('alert')).toHaveTextContent(IN_PROGRESS);
  });

  it('sends the password, then signs the student out and lands on the home page with a goodbye', async () => {
    const fetchSpy = mockApi({
      'DELETE /api/user': () => jsonResponse(200, { message: 'Your account has been deleted' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router, queryClient } = renderApp('/account', { user: makeUser() });

    const dialog = await openDialog(user);
    await confirmWith(dialog, user, 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentBody(fetchSpy, 'DELETE', '/api/user')).toEqual({ password: 'secret123' });
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(queryClient.getQueryData(['/api/user'])).toBeNull();
  });
});
