import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyWantedPost, WantedPost } from '../../../domain/contracts/wanted.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { WantedPage } from './wanted-page.tsx';

const post = (overrides: Partial<WantedPost> = {}): WantedPost => ({
  id: 11,
  title: 'Concepts of Physics: Part 1',
  isbn: '9788177091878',
  maxPrice: '300.00',
  city: 'Pune',
  institution: 'COEP',
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  ...overrides,
});

const mine = (overrides: Partial<MyWantedPost> = {}): MyWantedPost => ({
  ...post({ id: 21, title: 'Organic Chemistry by Morrison', isbn: null, maxPrice: null }),
  status: 'open',
  expiresAt: new Date(Date.now() + 50 * 24 * 3600 * 1000).toISOString(),
  ...overrides,
});

const publicList = (posts: WantedPost[]) => () =>
  new Response(JSON.stringify(posts), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(posts.length) },
  });

describe('the Wanted page', () => {
  it('shows each wanted book with its price, place and age, and "I have this" opening the wizard with it', async () => {
    mockApi({ 'GET /api/wanted': publicList([post()]) });
    renderWithProviders(<WantedPage />, { user: null });

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Concepts of Physics: Part 1' })).toBeInTheDocument();
    expect(within(card).getByText('₹300.00')).toBeInTheDocument();
    expect(within(card).getByText('COEP, Pune')).toBeInTheDocument();
    expect(within(card).getByText('3 days ago')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'I have this' })).toHaveAttribute(
      'href',
      '/sell?form=item&wanted=11&title=Concepts+of+Physics%3A+Part+1&isbn=9788177091878',
    );
    // A guest is asked to sign in before posting.
    expect(screen.queryByRole('form', { name: 'Post a wanted book' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });

  it('says so when nobody is looking for such a book', async () => {
    mockApi({ 'GET /api/wanted': publicList([]) });
    renderWithProviders(<WantedPage />, { user: null });
    expect(await screen.findByText('Nobody is looking for such a book right now.')).toBeInTheDocument();
  });

  it('lets a student post a book by its ISBN, lists their own posts without offering them their own, and closes one', async () => {
    const user = userEvent.setup({ delay: null });
    const own = mine();
    let closed = false;
    const fetchSpy = mockApi({
      'GET /api/wanted': publicList([post(), own]),
      'GET /api/wanted/mine': () => jsonResponse(200, [closed ? { ...own, status: 'closed' } : own]),
      'POST /api/wanted': () => jsonResponse(201, mine({ id: 22 })),
      'DELETE /api/wanted/21': () => {
        closed = true;
        return jsonResponse(200, { ...own, status: 'closed' });
      },
    });
    renderWithProviders(<WantedPage />, { user: makeUser() });

    const form = await screen.findByRole('form', { name: 'Post a wanted book' });
    await user.click(within(form).getByRole('button', { name: 'Post it' }));
    expect(await within(form).findByText("Give the book's title or its ISBN")).toBeInTheDocument();

    await user.type(within(form).getByLabelText('ISBN (optional)'), '81-7709-187-5');
    await user.type(within(form).getByLabelText('Most you will pay (₹, optional)'), '250');
    await user.click(within(form).getByRole('button', { name: 'Post it' }));
    expect(await screen.findByText('Your wanted post is up')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/wanted')).toEqual({ isbn: '9788177091878', maxPrice: 250 });

    const yours = screen.getByRole('region', { name: 'Your wanted posts' });
    expect(within(yours).getByText('Open')).toBeInTheDocument();
    // In the public list, only the other student's post offers "I have this".
    expect(screen.getAllByRole('link', { name: 'I have this' })).toHaveLength(1);

    await user.click(within(yours).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Close it' }));
    expect(await within(yours).findByText('Closed')).toBeInTheDocument();
    expect(within(yours).queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
