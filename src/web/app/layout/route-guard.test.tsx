import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { setSignedInHint } from '../../test/signed-in-hint.ts';

afterEach(() => setSignedInHint(false));

describe('the route guard', () => {
  it('shows a labelled spinner while the session is being checked', async () => {
    mockApi({ 'GET /api/user': () => new Promise<Response>(() => {}) });
    setSignedInHint(true);

    renderApp('/orders');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByRole('heading', { name: 'Your Orders' })).not.toBeInTheDocument();
  });

  it('shows the screen to a signed-in user', async () => {
    mockApi({});

    renderApp('/orders', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Your Orders', level: 1 })).toBeInTheDocument();
  });

  it('sends a guest to /auth, saying why, without asking the server who is signed in', async () => {
    const fetchSpy = mockApi({});

    const { router } = renderApp('/orders/12');

    expect(await screen.findByRole('heading', { name: 'Welcome to PassItOn', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByText('Sign in to see your orders')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/user');
  });

  it('brings the guest back to the page they wanted once they sign in', async () => {
    const priya = makeUser({ username: 'priya' });
    mockApi({
      'POST /api/login': () => jsonResponse(200, priya),
      'GET /api/orders/7': () => jsonResponse(200, []),
      'GET /api/cart/7': () => jsonResponse(200, []),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/orders?page=2', { user: null });

    const form = within(await screen.findByRole('tabpanel', { name: 'Login' }));
    await user.type(form.getByLabelText('Username'), 'priya');
    await user.type(form.getByLabelText('Password', { exact: true }), 'secret123');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Your Orders', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/orders?page=2');
  });

  it('signs out a student whose session ended on the server, and sends them to sign in and back', async () => {
    mockApi({ 'GET /api/orders/7': () => jsonResponse(401, { message: 'Not authenticated' }) });

    const { router } = renderApp('/orders', { user: makeUser({ username: 'priya' }) });

    expect(await screen.findByText('Your session has ended. Sign in again to carry on.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to PassItOn', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Forders&reason=orders');
    expect(screen.queryByText('Hi, priya')).toBeNull();
  });

  it('never follows a return address to another site', async () => {
    mockApi({});

    const { router } = renderApp('/auth?next=//evil.example/phish&reason=Call+us', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'PassItOn', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a return address with a tab in it to the home page, not to an error', async () => {
    mockApi({});

    const { router } = renderApp('/auth?next=%2F%09%2Fevil.example%2F', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'PassItOn', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor whose session has ended to /auth', async () => {
    mockApi({ 'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated' }) });
    setSignedInHint(true);

    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Welcome to PassItOn', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a signed-in visitor of /auth to the home page', async () => {
    mockApi({});

    const { router } = renderApp('/auth', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'PassItOn', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('answers an unknown address with Page Not Found and a way home', async () => {
    mockApi({});

    renderApp('/no-such-page', { user: null });

    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
