import { screen } from '@testing-library/react';
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

  it('sends a guest to /auth without asking the server who is signed in', async () => {
    const fetchSpy = mockApi({});

    const { router } = renderApp('/orders');

    expect(await screen.findByRole('heading', { name: 'Welcome to PassItOn', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/user');
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
