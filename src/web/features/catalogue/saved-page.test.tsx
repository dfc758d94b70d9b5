import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
import { makeListing } from './catalogue-fixtures.ts';

/** Favourites (docs/decisions/019-favourites-and-saved-searches.md): the hearts and the Saved page. */
describe('saved listings', () => {
  it('lists the saved listings, and a heart forgets one at once', async () => {
    const saved = [makeListing(1, { title: 'HC Verma Vol 1' }), makeListing(2, { title: 'Casio fx-991ES' })];
    const fetchSpy = mockApi({
      'GET /api/favourites': () => jsonResponse(200, saved),
      'DELETE /api/favourites/2': () => {
        saved.pop();
        return jsonResponse(200, { message: 'Removed' });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/saved', { user: makeUser() });

    expect(await screen.findByText('2 listings')).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Save Casio fx-991ES' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Casio fx-991ES' })).toBeNull());
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url) === '/api/favourites/2',
      ),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'HC Verma Vol 1' })).toBeInTheDocument();
  });

  it('says so when nothing is saved', async () => {
    mockApi({ 'GET /api/favourites': () => jsonResponse(200, []) });
    renderApp('/saved', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
  });

  it('saves a listing from a browse card', async () => {
    const listing = makeListing(5, { title: 'RD Sharma Class 12' });
    const saved: (typeof listing)[] = [];
    const fetchSpy = mockApi({
      'GET /api/products': () =>
        new Response(JSON.stringify([listing]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
        }),
      'GET /api/favourites': () => jsonResponse(200, saved),
      'PUT /api/favourites/5': () => {
        saved.push(listing);
        return jsonResponse(200, { message: 'Saved' });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/browse', { user: makeUser() });

    const card = (await screen.findByRole('link', { name: 'RD Sharma Class 12' })).closest(
      'article',
    ) as HTMLElement;
    const heart = within(card).getByRole('button', { name: 'Save RD Sharma Class 12' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => init?.method === 'PUT' && String(url) === '/api/favourites/5',
      ),
    ).toBe(true);
  });

  it('sends a guest who taps a heart to sign in, and back', async () => {
    mockApi({
      'GET /api/products': () =>
        new Response(JSON.stringify([makeListing(5, { title: 'RD Sharma Class 12' })]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse?q=rd', { user: null });

    await user.click(await screen.findByRole('button', { name: 'Save RD Sharma Class 12' }));

    // The sign-in page loads on demand; the address changes once it has.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      next: '/browse?q=rd',
      reason: 'save',
    });
  });

  it('keeps the current search from the browse page and lists it with its count, linking back, promising alerts', async () => {
    const searches: object[] = [];
    const fetchSpy = mockApi({
      'GET /api/products': () =>
        new Response('[]', {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
        }),
      'GET /api/favourites': () => jsonResponse(200, []),
      'GET /api/saved-searches': () => jsonResponse(200, searches),
      'POST /api/saved-searches': ({ body }) => {
        const search = { id: 4, query: body, total: 3, createdAt: '2025-01-10T10:00:00.000Z' };
        searches.push(search);
        return jsonResponse(201, search);
      },
      'DELETE /api/saved-searches/4': () => {
        searches.pop();
        return jsonResponse(200, { message: 'Removed' });
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse?q=fx%20991&city=Pune', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([url, init]) => init?.method === 'POST' && String(url) === '/api/saved-searches',
        ),
      ).toBe(true),
    );
    const sent = fetchSpy.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url) === '/api/saved-searches',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ q: 'fx 991', city: 'Pune' });

    await router.navigate('/saved');
    const link = await screen.findByRole('link', { name: '"fx 991" · Pune' });
    expect(link).toHaveAttribute('href', '/browse?q=fx+991&city=Pune');
    expect(screen.getByText('3 listings')).toBeInTheDocument();
    expect(
      screen.getByText("We'll tell you when someone lists something new that matches one of these."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove saved search "fx 991" · Pune' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Saved searches' })).toBeNull());
  });
});

describe('saved listings in Hindi', () => {
  it('counts the saved listings and names the hearts in Hindi, the titles as the sellers wrote them', async () => {
    mockApi({
      'GET /api/favourites': () => jsonResponse(200, [makeListing(1, { title: 'HC Verma Vol 1' })]),
    });
    await renderAppInHindi('/saved', { user: makeUser() });

    expect(await screen.findByText('1 लिस्टिंग')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'सेव की हुई लिस्टिंग' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HC Verma Vol 1' })).toBeInTheDocument();
  });

  it('says so in Hindi when nothing is saved', async () => {
    mockApi({ 'GET /api/favourites': () => jsonResponse(200, []) });
    await renderAppInHindi('/saved', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'अभी कुछ सेव नहीं किया' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लिस्टिंग देखें' })).toHaveAttribute('href', '/browse');
  });
});
