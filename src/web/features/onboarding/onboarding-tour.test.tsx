import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_TOUR_EVENT } from '../../lib/tour.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FIRST_VISIT_TOUR_DELAY_MS, OnboardingTour } from './onboarding-tour.tsx';
// Loaded up front, as the browser would have it by the time the 2 seconds pass.
import './run-tour.ts';

/** The home page's parts and the header's links, as far as the tour points at them. */
function FakeHomePage() {
  return (
    <>
      <header>
        <a href="/sell" data-tour="sell">
          Sell Your Items
        </a>
        <a href="/auth" data-tour="profile">
          Sign In
        </a>
        <a href="/achievements" data-tour="achievements">
          Achievements
        </a>
      </header>
      <section data-tour="welcome">PassItOn</section>
      <form data-tour="search" />
      <ul data-tour="categories" />
      <article data-tour="product">Engineering Mathematics</article>
      <nav>
        <a href="/sell" data-tour="sell-tab">
          Sell
        </a>
        <a href="/auth" data-tour="profile-tab">
          Profile
        </a>
      </nav>
    </>
  );
}

function renderHome() {
  return renderWithProviders(
    <>
      <OnboardingTour />
      <Routes>
        <Route path="/" element={<FakeHomePage />} />
      </Routes>
    </>,
    { user: null },
  );
}

function useScreenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: query === '(max-width: 767px)' && width < 768, media: query }) as MediaQueryList,
  );
}

function tourPopover() {
  return screen.findByRole('dialog');
}

/** Presses Next until the last step, then Complete; returns the progress texts seen on the way. */
async function walkThroughTour(): Promise<string[]> {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const seen: string[] = [];
  for (;;) {
    const popover = await tourPopover();
    const progress = popover.querySelector('.driver-popover-progress-text')?.textContent ?? '';
    if (seen.at(-1) !== progress) seen.push(progress);
    const complete = within(popover).queryByRole('button', { name: 'Complete' });
    if (complete) {
      await user.click(complete);
      return seen;
    }
    await user.click(within(popover).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.querySelector('.driver-popover-progress-text')?.textContent).not.toBe(progress),
    );
  }
}

describe('the onboarding tour', () => {
  beforeEach(() => {
    mockApi({});
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts by itself 2 seconds after a first visit and walks through 8 steps on a desktop', async () => {
    useScreenWidth(1280);
    renderHome();

    await act(() => vi.advanceTimersByTimeAsync(FIRST_VISIT_TOUR_DELAY_MS - 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');
    expect(window.localStorage.getItem('hasVisited')).toBe('true');
    const steps = await walkThroughTour();
    expect(steps).toEqual(['1 of 8', '2 of 8', '3 of 8', '4 of 8', '5 of 8', '6 of 8', '7 of 8', '8 of 8']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('has 5 steps on a phone', async () => {
    useScreenWidth(390);
    renderHome();

    await act(() => vi.advanceTimersByTimeAsync(FIRST_VISIT_TOUR_DELAY_MS));

    expect(await walkThroughTour()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
  });

  it('leaves no popup ARIA on the highlighted section, which opens nothing', async () => {
    useScreenWidth(1280);
    renderHome();

    await act(() => vi.advanceTimersByTimeAsync(FIRST_VISIT_TOUR_DELAY_MS));

    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');
    const welcome = document.querySelector('[data-tour="welcome"]');
    await waitFor(() => expect(welcome).not.toHaveAttribute('aria-expanded'));
    expect(welcome).toHaveClass('driver-active-element');
    expect(welcome).not.toHaveAttribute('aria-haspopup');
    expect(welcome).not.toHaveAttribute('aria-controls');
    await walkThroughTour();
  });

  it('does not start by itself once the visitor has been here before', async () => {
    useScreenWidth(1280);
    window.localStorage.setItem('hasVisited', 'true');
    renderHome();

    await act(() => vi.advanceTimersByTimeAsync(FIRST_VISIT_TOUR_DELAY_MS * 2));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('restarts from the Tour button, asks before skipping, and a skipped tour counts as done', async () => {
    useScreenWidth(1280);
    window.localStorage.setItem('hasVisited', 'true');
    renderHome();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    act(() => {
      window.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
    });
    const popover = await tourPopover();
    await user.click(within(popover).getByRole('button', { name: 'Skip' }));

    expect(popover).toHaveTextContent('Skip the tour?');
    await user.click(within(popover).getByRole('button', { name: 'Continue tour' }));
    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');

    await user.click(within(await tourPopover()).getByRole('button', { name: 'Skip' }));
    await user.click(within(await tourPopover()).getByRole('button', { name: 'Skip tour' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
  });
});
