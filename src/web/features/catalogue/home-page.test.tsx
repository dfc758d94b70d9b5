import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeListing } from './catalogue-fixtures.ts';

function mockLatestListings() {
  return mockApi({
    'GET /api/products': () => jsonResponse(200, [makeListing(5, { title: 'Casio fx-991EX' })]),
  });
}

describe('the landing page', () => {
  it('searches from the hero on /browse?q=', async () => {
    mockLatestListings();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/', { user: null });

    await user.type(await screen.findByLabelText('Search textbooks, notes and more'), 'grewal maths');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
    expect(router.state.location.search).toBe('?q=grewal+maths');
  });

  it('shows the eight newest listings, the categories and the promises', async () => {
    const fetchSpy = mockLatestListings();

    renderApp('/', { user: null });

    expect(await screen.findByRole('link', { name: 'Casio fx-991EX' })).toHaveAttribute('href', '/product/5');
    expect(fetchSpy).toHaveBeenCalledWith('/api/products?sort=newest&limit=8', expect.anything());
    expect(screen.getByRole('link', { name: 'Calculators' })).toHaveAttribute(
      'href',
      '/browse?category=Calculators',
    );
    for (const promise of ['Safe transactions', 'Buyer protection', 'Multiple payment options']) {
      expect(screen.getByRole('heading', { name: promise })).toBeInTheDocument();
    }
    expect(screen.getByText(/₹2,500/)).toBeInTheDocument();
  });

  it('invites a guest to sign up, but not someone already signed in', async () => {
    mockLatestListings();
    const { unmount } = renderApp('/', { user: null });

    expect(await screen.findByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/auth');
    unmount();

    renderApp('/', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Latest listings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up free' })).not.toBeInTheDocument();
  });
});
