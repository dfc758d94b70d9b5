import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadHome } from '../../lib/reload.ts';
import { stubBrowserCaches } from '../../test/browser-caches.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ClearCachePage, RELOAD_DELAY_MS } from './clear-cache-page.tsx';

vi.mock('../../lib/reload.ts', () => ({ reloadHome: vi.fn(), reloadPage: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the clear cache page', () => {
  it('wipes the caches, stored data and service workers, shows each step, then reloads home after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { cached, unregister } = stubBrowserCaches(['passiton-shell-v4-precache-v2-/', 'passiton-api-v4']);
    window.localStorage.setItem('guestCart', '[]');
    window.localStorage.setItem('onboardingCompleted', 'true');
    window.sessionStorage.setItem('buyNowCheckout', '{}');

    renderWithProviders(<ClearCachePage />);

    expect(await screen.findByText('Done. Reloading in 2 seconds…')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Done:Deleting saved copies of the app',
      'Done:Clearing stored data',
      'Done:Removing the offline worker',
    ]);
    expect(cached.size).toBe(0);
    expect(unregister).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('guestCart')).toBeNull();
    expect(window.sessionStorage.getItem('buyNowCheckout')).toBeNull();
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');

    expect(reloadHome).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS));
    await waitFor(() => expect(reloadHome).toHaveBeenCalledOnce());
  });
});
