import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { makeProductDetail } from '../../test/cart-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
import { makeProfile } from './trust-fixtures.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import '../../app/routes/profile-route.tsx';

describe('a public profile page', () => {
  it("shows the student, their badge, deals, rating with buyers' comments, and their listings", async () => {
    mockApi({
      'GET /api/users/priya/profile': () =>
        jsonResponse(
          200,
          makeProfile({ listings: [makeProductDetail({ id: 11, title: 'Surveying by Punmia' })] }),
        ),
    });
    renderApp('/u/priya', { user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Deshmukh' })).toBeInTheDocument();
    expect(screen.getByText('Verified student')).toBeInTheDocument();
    expect(screen.getByText('COEP, Pune')).toBeInTheDocument();
    expect(screen.getByText(/^Member since/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('2 ratings')).toBeInTheDocument();
    const deals = screen.getByText('Deals as seller').closest('div') as HTMLElement;
    expect(within(deals).getByText('3')).toBeInTheDocument();
    const comments = screen.getByRole('region', { name: 'What buyers say' });
    expect(within(comments).getByText('Book exactly as shown')).toBeInTheDocument();
    expect(within(comments).getByText('Aman Verma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Surveying by Punmia/ })).toHaveAttribute('href', '/product/11');
  });

  it('offers another student a way to report or block the student, and not the student themselves', async () => {
    mockApi({ 'GET /api/users/priya/profile': () => jsonResponse(200, makeProfile({ id: 31 })) });
    const { unmount } = renderApp('/u/priya', { user: makeUser({ id: 7 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Deshmukh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More about this student' })).toBeInTheDocument();
    unmount();

    renderApp('/u/priya', { user: makeUser({ id: 31 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Deshmukh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More about this student' })).toBeNull();
  });

  it('says when nobody has rated the student yet and nothing is listed', async () => {
    mockApi({
      'GET /api/users/priya/profile': () =>
        jsonResponse(
          200,
          makeProfile({ sellerRating: { average: 0, count: 0 }, latestComments: [], verifiedStudent: false }),
        ),
    });
    renderApp('/u/priya', { user: null });
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing listed right now.')).toBeInTheDocument();
    expect(screen.queryByText('Verified student')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What buyers say' })).not.toBeInTheDocument();
  });

  it('says the user was not found for an account that is gone', async () => {
    mockApi({
      'GET /api/users/gone/profile': () =>
        jsonResponse(404, { message: 'User not found', code: 'user.not_found' }),
    });
    renderApp('/u/gone', { user: null });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  });

  it('is in Hindi for a Hindi reader', async () => {
    mockApi({ 'GET /api/users/priya/profile': () => jsonResponse(200, makeProfile()) });
    await renderAppInHindi('/u/priya', { user: null });
    expect(await screen.findByText('विक्रेता के रूप में रेटिंग')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ख़रीदार क्या कहते हैं' })).toBeInTheDocument();
  });
});
