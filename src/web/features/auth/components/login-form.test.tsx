import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userQueryOptions } from '../../../lib/session/get-user.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

function renderLoginForm() {
  const onSignedIn = vi.fn();
  const user = userEvent.setup({ delay: null });
  const rendered = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  return { user, onSignedIn, ...rendered };
}

describe('the login form', () => {
  it('explains a too-short username and password and does not call the server', async () => {
    const fetchSpy = mockApi({});
    const { user } = renderLoginForm();

    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Or the e-mail address of your account Username must be at least 3 characters',
    );
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs in with only the username and password, stores the user and welcomes them back', async () => {
    const priya = makeUser();
    const fetchSpy = mockApi({ 'POST /api/login': () => jsonResponse(200, priya) });
    const { user, onSignedIn, queryClient } = renderLoginForm();

    await user.type(screen.getByLabelText('Username'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, priya!')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/login')).toEqual({ username: 'priya', password: 'secret123' });
    expect(queryClient.getQueryData(userQueryOptions.queryKey)).toEqual(priya);
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('keeps the Username label, says the e-mail address works too, and sends a long address as it is', async () => {
    const priya = makeUser();
    const fetchSpy = mockApi({ 'POST /api/login': () => jsonResponse(200, priya) });
    const { user, onSignedIn } = renderLoginForm();
    const address = 'priya.sharma.second.year.physics@students.example.ac.in';

    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Or the e-mail address of your account',
    );
    await user.type(screen.getByLabelText('Username'), address);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/login')).toEqual({ username: address, password: 'secret123' });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('shows the per-account limit and where to go from it', async () => {
    const tooMany =
      'Too many failed sign-ins for this account. Please wait 15 minutes or use "Forgot password?" to set a new password.';
    mockApi({
      'POST /api/login': () =>
        jsonResponse(429, {
          message: tooMany,
          code: 'auth.too_many_failed_sign_ins',
          params: { minutes: 15 },
        }),
    });
    const { user } = renderLoginForm();

    await user.type(screen.getByLabelText('Username'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the server message when the login is refused', async () => {
    mockApi({ 'POST /api/login': () => jsonResponse(401, { message: 'Invalid username or password' }) });
    const { user, onSignedIn } = renderLoginForm();

    await user.type(screen.getByLabelText('Username'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a named toggle', async () => {
    const { user } = renderLoginForm();
    const password = screen.getByLabelText('Password');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
