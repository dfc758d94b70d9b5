import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

function renderRegisterForm() {
  const onRegistered = vi.fn();
  const user = userEvent.setup({ delay: null });
  const rendered = renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
  return { user, onRegistered, ...rendered };
}

type Filler = ReturnType<typeof userEvent.setup>;

async function fillIn(
  user: Filler,
  fields: { username: string; email: string; phone: string; password: string; confirmPassword: string },
) {
  await user.type(screen.getByLabelText('Username'), fields.username);
  await user.type(screen.getByLabelText('Email'), fields.email);
  await user.type(screen.getByLabelText('Mobile number'), fields.phone);
  await user.type(screen.getByLabelText('Password'), fields.password);
  await user.type(screen.getByLabelText('Confirm password'), fields.confirmPassword);
}

const validAccount = {
  username: 'rahul_k',
  email: 'rahul@example.in',
  phone: '9123456789',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe('the register form', () => {
  it('shows every validation message of the spec and does not call the server', async () => {
    const fetchSpy = mockApi({});
    const { user } = renderRegisterForm();

    await fillIn(user, {
      username: 'ab',
      email: 'rahul-at-example',
      phone: '5123456789',
      password: '12345',
      confirmPassword: '54321',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must agree to our Terms & Conditions and Privacy Policy',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects a phone number that is not ten digits', async () => {
    mockApi({});
    const { user } = renderRegisterForm();

    await fillIn(user, { ...validAccount, phone: '98765' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
  });

  it('links to the terms and the privacy policy', () => {
    renderRegisterForm();

    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('sends only the username, email, phone and password, then confirms the registration', async () => {
    const fetchSpy = mockApi({
      'POST /api/register': () => jsonResponse(201, makeUser({ username: 'rahul_k' })),
    });
    const { user, onRegistered } = renderRegisterForm();

    await fillIn(user, validAccount);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/register')).toEqual({
      username: 'rahul_k',
      email: 'rahul@example.in',
      phone: '9123456789',
      password: 'secret123',
    });
    expect(onRegistered).toHaveBeenCalledOnce();
    // The tour starts by itself on the new student's first visit to the home page (makeUser's id is 7).
    expect(window.localStorage.getItem('tourDueFor')).toBe('7');
  });

  it('shows the server message when the registration is refused', async () => {
    mockApi({ 'POST /api/register': () => jsonResponse(400, { message: 'Username already exists' }) });
    const { user, onRegistered } = renderRegisterForm();

    await fillIn(user, validAccount);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Username already exists')).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('tourDueFor')).toBeNull();
  });

  it('shows the server refusing a common password on the password field and in a toast', async () => {
    mockApi({
      'POST /api/register': () =>
        jsonResponse(400, {
          message: 'This password is too common. Please choose another.',
          code: 'validation.password_too_common',
        }),
    });
    const { user, onRegistered } = renderRegisterForm();

    await fillIn(user, { ...validAccount, password: 'password', confirmPassword: 'password' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters This password is too common. Please choose another.',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
