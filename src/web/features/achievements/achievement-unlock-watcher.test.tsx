import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentToast, dismissToast, toast } from '../../components/ui/toast-store.ts';
import { jsonResponse, mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { makeEarned } from './achievement-fixtures.ts';
import { AchievementUnlockWatcher } from './achievement-unlock-watcher.tsx';
import { earnedAchievementsQueryOptions } from './api/get-earned-achievements.ts';

/** Any action of the app's, standing in for checkout's order mutation. */
function PlaceOrderButton() {
  const placeOrder = useMutation({ mutationFn: () => fetch('/api/orders', { method: 'POST' }) });
  return (
    <button type="button" onClick={() => placeOrder.mutate()}>
      Place order
    </button>
  );
}

describe('the achievement unlock watcher', () => {
  it('stays quiet on the first look, then toasts an achievement that appears later', async () => {
    let earned = ['welcome'];
    mockApi({ 'GET /api/user/7/achievements': () => jsonResponse(200, makeEarned(earned)) });
    const { queryClient } = renderWithProviders(<AchievementUnlockWatcher userId={7} />);

    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('seenAchievements') ?? '{}')).toEqual({ 7: ['welcome'] }),
    );
    expect(screen.queryByText(/Achievement unlocked/)).toBeNull();

    earned = ['welcome', 'first_sale'];
    await queryClient.refetchQueries({ queryKey: earnedAchievementsQueryOptions(7).queryKey });

    expect(await screen.findByText('Achievement unlocked: First Sale')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('seenAchievements') ?? '{}')).toEqual({
      7: ['welcome', 'first_sale'],
    });
  });

  it("remembers what each user has seen, so one student's unlocks are never news to another", async () => {
    window.localStorage.setItem('seenAchievements', JSON.stringify({ 3: ['welcome', 'first_sale'] }));
    mockApi({ 'GET /api/user/7/achievements': () => jsonResponse(200, makeEarned(['welcome'])) });

    renderWithProviders(<AchievementUnlockWatcher userId={7} />);

    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('seenAchievements') ?? '{}')).toEqual({
        3: ['welcome', 'first_sale'],
        7: ['welcome'],
      }),
    );
    expect(screen.queryByText(/Achievement unlocked/)).toBeNull();
  });

  it('reads the list again after any successful action, such as placing an order', async () => {
    let earned = ['welcome'];
    const fetchSpy = mockApi({
      'GET /api/user/7/achievements': () => jsonResponse(200, makeEarned(earned)),
      'POST /api/orders': () => jsonResponse(201, { id: 1 }),
    });
    renderWithProviders(
      <>
        <AchievementUnlockWatcher userId={7} />
        <PlaceOrderButton />
      </>,
    );
    await waitFor(() => expect(window.localStorage.getItem('seenAchievements')).not.toBeNull());

    earned = ['welcome', 'first_purchase'];
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Achievement unlocked: First Purchase')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([url]) => url === '/api/user/7/achievements').length).toBe(2);
  });

  it('lets the toast of the action that earned it finish first', async () => {
    let earned = ['welcome'];
    mockApi({ 'GET /api/user/7/achievements': () => jsonResponse(200, makeEarned(earned)) });
    const { queryClient } = renderWithProviders(<AchievementUnlockWatcher userId={7} />);
    await waitFor(() => expect(window.localStorage.getItem('seenAchievements')).not.toBeNull());
    toast({ title: 'Review submitted', description: 'Thank you for your review!', variant: 'success' });

    earned = ['welcome', 'first_review'];
    await queryClient.refetchQueries({ queryKey: earnedAchievementsQueryOptions(7).queryKey });

    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(screen.queryByText('Achievement unlocked: First Review')).toBeNull();
    act(() => dismissToast(currentToast()?.id ?? 0));
    expect(await screen.findByText('Achievement unlocked: First Review')).toBeInTheDocument();
  });
});
