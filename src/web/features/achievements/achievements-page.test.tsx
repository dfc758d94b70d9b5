import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp, renderWithProviders } from '../../test/render.tsx';
import { makeEarned, makeStats } from './achievement-fixtures.ts';
import { TierBadge } from './components/tier-badge.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './achievements-page.tsx';

const priya = makeUser({ id: 7 });

function answerWith(earnedIds: string[], stats = makeStats()) {
  return mockApi({
    'GET /api/user/7/achievements': () => jsonResponse(200, makeEarned(earnedIds)),
    'GET /api/user/7/stats': () => jsonResponse(200, stats),
  });
}

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  const element = heading.closest('.rounded-lg');
  if (!(element instanceof HTMLElement)) throw new Error(`No card titled ${title}`);
  return element;
}

describe('the achievements page', () => {
  it("shows the signed-in user's own progress to one decimal, level with tier and total points", async () => {
    const fetchSpy = answerWith(
      ['welcome', 'first_purchase', 'first_sale'],
      makeStats({ totalSales: 1, totalPurchases: 1, currentLevel: 2, totalPoints: 85 }),
    );

    renderApp('/achievements', { user: priya });

    expect(await screen.findByRole('heading', { name: 'Achievements' })).toBeInTheDocument();
    expect(screen.getByText('Track your progress and unlock rewards')).toBeInTheDocument();
    expect(await screen.findByText('16.7% complete')).toBeInTheDocument();
    expect(within(card('Progress')).getByText('/ 18')).toBeInTheDocument();
    expect(within(card('Current Level')).getByText('Level 2 · Beginner')).toBeInTheDocument();
    expect(within(card('Current Level')).getByText('65 points to level 3')).toBeInTheDocument();
    expect(
      within(card('Current Level')).getByRole('progressbar', { name: 'Experience towards level 3' }),
    ).toHaveAttribute('aria-valuenow', '35');
    expect(within(card('Total Points')).getByText('85')).toBeInTheDocument();
    const requested = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(requested).toContain('/api/user/7/achievements');
    expect(requested).toContain('/api/user/7/stats');
    expect(requested.some((url) => url.startsWith('/api/user/1/'))).toBe(false);
  });

  it('lists at most six recent achievements, the first earned first', async () => {
    answerWith(
      [
        'welcome',
        'first_purchase',
        'first_sale',
        'first_review',
        'hundred_points',
        'five_purchases',
        'five_sales',
        'five_reviews',
      ],
      makeStats({ totalPoints: 615, currentLevel: 5 }),
    );

    renderApp('/achievements', { user: priya });

    const recent = await screen.findByRole('list', { name: 'Recent Achievements' });
    const names = within(recent)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(names).toEqual([
      'Welcome',
      'First Purchase',
      'First Sale',
      'First Review',
      'Century Club',
      'Active Buyer',
    ]);
  });

  it('marks each achievement of a tab completed with its date, or locked with its progress', async () => {
    answerWith(
      ['welcome', 'first_sale', 'first_review'],
      makeStats({ totalSales: 3, totalPurchases: 0, totalReviews: 1, averageRating: 4 }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/achievements', { user: priya });

    await user.click(await screen.findByRole('tab', { name: 'Sales' }));
    const sales = screen.getByRole('list', { name: 'Sales achievements' });
    const firstSale = within(sales).getByRole('article', { name: 'First Sale' });
    expect(within(firstSale).getByText('Completed')).toBeInTheDocument();
    expect(within(firstSale).getByText('100%')).toBeInTheDocument();
    expect(within(firstSale).getByText('Earned Jan 19, 2025')).toBeInTheDocument();
    expect(within(firstSale).getByText('Common')).toBeInTheDocument();
    expect(within(firstSale).getByText('50 points')).toBeInTheDocument();
    const risingSeller = within(sales).getByRole('article', { name: 'Rising Seller' });
    expect(within(risingSeller).getByText('Locked')).toBeInTheDocument();
    expect(within(risingSeller).getByText('60%')).toBeInTheDocument();
    expect(within(risingSeller).queryByText(/^Earned/)).toBeNull();
    expect(within(sales).getAllByRole('article')).toHaveLength(4);

    await user.click(screen.getByRole('tab', { name: 'Purchases' }));
    const purchases = screen.getByRole('list', { name: 'Purchases achievements' });
    expect(within(purchases).getAllByText('Locked')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Community' }));
    const community = screen.getByRole('list', { name: 'Community achievements' });
    const helpful = within(community).getByRole('article', { name: 'Helpful Member' });
    // A 4.0 average is 40 of the 45 tenths the rule asks for.
    expect(within(helpful).getByText('88%')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /milestone/i })).toBeNull();
  });

  it('offers to try again when the achievements cannot be loaded', async () => {
    mockApi({ 'GET /api/user/7/stats': () => jsonResponse(200, makeStats()) });

    renderApp('/achievements', { user: priya });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your achievements could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the level badge', () => {
  it.each([
    [4, 'Beginner', 'green'],
    [5, 'Intermediate', 'primary'],
    [9, 'Intermediate', 'primary'],
    [10, 'Advanced', 'blue'],
    [24, 'Advanced', 'blue'],
    [25, 'Expert', 'yellow'],
    [49, 'Expert', 'yellow'],
    [50, 'Legend', 'purple'],
  ])('names level %i %s in its colour', (level, tier, colour) => {
    renderWithProviders(<TierBadge level={level} />);

    const badge = screen.getByText(`Level ${level} · ${tier}`);
    expect(badge.className).toContain(colour === 'primary' ? 'text-primary-800' : `text-status-${colour}`);
  });
});
