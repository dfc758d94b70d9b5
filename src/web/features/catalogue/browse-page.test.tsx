import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeListing } from './catalogue-fixtures.ts';

/** The products answer: one page of listings and the total in X-Total-Count, as the server sends it. */
function productPage(total: number, count = Math.min(total, 24)) {
  const products = Array.from({ length: count }, (_, index) => makeListing(index + 1));
  return new Response(JSON.stringify(products), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

function productCalls(fetchSpy: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetchSpy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/products')
    .map((url) => url.searchParams);
}

describe('the browse page', () => {
  it('reads the search from ?q= into the search box and searches for it', async () => {
    const fetchSpy = mockApi({ 'GET /api/products': () => productPage(1) });

    renderApp('/browse?q=grewal', { user: null });

    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('grewal');
    expect(await screen.findByRole('heading', { name: '1 item found' })).toBeInTheDocument();
    expect(productCalls(fetchSpy)[0]?.get('q')).toBe('grewal');
    expect(screen.getByRole('link', { name: 'Listing 1' })).toHaveAttribute('href', '/product/1');
  });

  it('writes the search to the address 300 ms after the last key, and the filters at once', async () => {
    mockApi({ 'GET /api/products': () => productPage(30) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse?page=2', { user: null });
    const searchBox = await screen.findByRole('searchbox', { name: 'Search' });

    // No pause between keys (not even a timer's turn), so the 300 ms cannot pass mid-word on a slow machine.
    await userEvent.setup({ delay: null }).type(searchBox, 'physics');
    // Still typing: the address has not changed yet.
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=physics'));
    // The page has caught up with the new address once it offers to sort a search by best match.
    await screen.findByRole('option', { name: 'Best match' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Textbooks');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    // The address follows once the browser has painted the choice.
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'physics',
        category: 'Textbooks',
        sort: 'price_asc',
      }),
    );
  });

  it('asks the server for the chosen page, 24 listings at a time, and links the pages', async () => {
    const fetchSpy = mockApi({ 'GET /api/products': () => productPage(60) });

    renderApp('/browse?category=Calculators&page=2', { user: null });

    expect(await screen.findByRole('heading', { name: '60 items found' })).toBeInTheDocument();
    const call = productCalls(fetchSpy)[0];
    expect(call?.get('category')).toBe('Calculators');
    expect(call?.get('limit')).toBe('24');
    expect(call?.get('offset')).toBe('24');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/browse?category=Calculators&page=3',
    );
  });

  it('shows how many listings each choice would give, and offers the cities and colleges of the results', async () => {
    const fetchSpy = mockApi({
      'GET /api/products': () => productPage(3),
      'GET /api/products/facets': () =>
        jsonResponse(200, {
          category: [{ value: 'Textbooks', count: 3 }],
          condition: [
            { value: 'Good', count: 2 },
            { value: 'Fair', count: 1 },
          ],
          city: [
            { value: 'Pune', count: 2 },
            { value: 'Mumbai', count: 1 },
          ],
          institution: [{ value: 'Fergusson College', count: 2 }],
          free: 1,
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse?q=economics', { user: null });

    expect(await screen.findByRole('option', { name: 'Textbooks (3)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Calculators (0)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Fair (1)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('City'), 'Pune');
    await user.selectOptions(screen.getByLabelText('College or university'), 'Fergusson College');

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'economics',
        city: 'Pune',
        institution: 'Fergusson College',
      }),
    );
    await waitFor(() => {
      const facetCall = fetchSpy.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/products/facets')
        .at(-1);
      expect(facetCall?.searchParams.get('institution')).toBe('Fergusson College');
      expect(productCalls(fetchSpy).at(-1)?.get('city')).toBe('Pune');
    });
    // The route's loader asks for the new counts as the navigation starts, before the page shows its filters.
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('unfolds the filters on a phone with one tap, and folds them again', async () => {
    mockApi({ 'GET /api/products': () => productPage(3) });
    const user = userEvent.setup({ delay: null });
    renderApp('/browse', { user: null });
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    expect(panel).toContainElement(screen.getByLabelText('Condition'));

    await user.click(toggle);
    expect(panel).toHaveClass('hidden');
  });

  it('stops saying Searching… when the listings could not be loaded', async () => {
    mockApi({ 'GET /api/products': () => jsonResponse(500, { message: 'Internal server error' }) });

    renderApp('/browse', { user: null });

    expect(await screen.findByRole('heading', { name: 'No results to show' })).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).toBeNull();
  });

  it('offers Clear Filters when nothing matches, which empties the search and the address', async () => {
    mockApi({ 'GET /api/products': () => productPage(0) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse?q=zzz&condition=Poor', { user: null });

    await user.click(await screen.findByRole('button', { name: 'Clear Filters' }));

    // The page's loader runs before the navigation completes.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
  });
});

describe('free items and copies of one book', () => {
  const facets = { category: [], condition: [], city: [], institution: [], free: 2 };

  it('shows only free items with Free only, counted, kept in the address, and a second tap clears it', async () => {
    const fetchSpy = mockApi({
      'GET /api/products': () => productPage(2),
      'GET /api/products/facets': () => jsonResponse(200, facets),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse', { user: null });

    const freeOnly = await screen.findByRole('checkbox', { name: 'Free only (2)' });
    await user.click(freeOnly);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('free')).toBe('true'));
    await waitFor(() => expect(productCalls(fetchSpy).at(-1)?.get('free')).toBe('true'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Free only (2)' })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Free only (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows ?isbn= as a chip that removes it, and asks the server for that book', async () => {
    const fetchSpy = mockApi({
      'GET /api/products': () => productPage(3),
      'GET /api/products/facets': () => jsonResponse(200, facets),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse?isbn=978-81-203-4007-7&sort=price_asc', { user: null });

    const chip = await screen.findByRole('button', { name: 'Remove the filter ISBN 9788120340077' });
    expect(chip).toHaveTextContent('ISBN 9788120340077');
    await waitFor(() => expect(productCalls(fetchSpy).at(-1)?.get('isbn')).toBe('9788120340077'));
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();

    await user.click(chip);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        sort: 'price_asc',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /ISBN/ })).not.toBeInTheDocument());
  });
});

describe('Near my campus', () => {
  const facets = {
    category: [],
    condition: [],
    city: [{ value: 'Pune', count: 9 }],
    institution: [{ value: 'COEP', count: 4 }],
    free: 0,
  };
  const lastParams = (router: ReturnType<typeof renderApp>['router']) =>
    Object.fromEntries(new URLSearchParams(router.state.location.search));

  it('filters by the student’s college in one tap, with its count, and a second tap clears it', async () => {
    mockApi({
      'GET /api/products': () => productPage(4),
      'GET /api/products/facets': () => jsonResponse(200, facets),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse?q=maths&city=Mumbai', {
      user: makeUser({ institute: 'coep', city: 'Pune' }),
    });

    const near = await screen.findByRole('button', { name: 'Near my campus (4)' });
    expect(near).toHaveAttribute('aria-pressed', 'false');
    expect(near).toHaveAccessibleDescription('Listings at coep');
    await user.click(near);

    // The college's listings, wherever the city filter pointed before.
    await waitFor(() => expect(lastParams(router)).toEqual({ q: 'maths', institution: 'coep' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Near my campus (4)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Near my campus (4)' }));
    await waitFor(() => expect(lastParams(router)).toEqual({ q: 'maths' }));
  });

  it('uses the city when the profile names no college', async () => {
    mockApi({
      'GET /api/products': () => productPage(9),
      'GET /api/products/facets': () => jsonResponse(200, facets),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/browse', { user: makeUser({ institute: null, city: 'Pune' }) });

    await user.click(await screen.findByRole('button', { name: 'Near my campus (9)' }));

    await waitFor(() => expect(lastParams(router)).toEqual({ city: 'Pune' }));
    expect(await screen.findByText('Showing listings at Pune. Tap again to see all.')).toBeInTheDocument();
  });

  it('points a student without a college or city to their profile, and offers a guest nothing', async () => {
    mockApi({ 'GET /api/products': () => productPage(1) });
    const { unmount } = renderApp('/browse', { user: makeUser({ institute: null, city: null }) });
    expect(
      await screen.findByRole('link', { name: 'Add your college to see listings near you' }),
    ).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: /Near my campus/ })).toBeNull();
    unmount();

    renderApp('/browse', { user: null });
    expect(await screen.findByRole('heading', { name: '1 item found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Near my campus/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Add your college/ })).toBeNull();
  });
});
