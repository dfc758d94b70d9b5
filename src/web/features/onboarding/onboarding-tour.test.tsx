import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_TOUR_EVENT } from '../../lib/tour.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { renderInHindi } from '../../test/render-in-hindi.tsx';
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

function HomeWithTour() {
  return (
    <>
      <OnboardingTour />
      <Routes>
        <Route path="/" element={<FakeHomePage />} />
      </Routes>
    </>
  );
}

function renderHome() {
  return renderWithProviders(<HomeWithTour />, { user: null });
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

/**
 * Presses Next until the last step, then Complete (by those buttons' names in the page's language); returns the
 * progress texts seen on the way.
 */
async function walkThroughTour(buttons = { next: 'Next', complete: 'Complete' }): Promise<string[]> {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const seen: string[] = [];
  for (;;) {
    const popover = await tourPopover();
    const progress = popover.querySelector('.driver-popover-progress-text')?.textContent ?? '';
    if (seen.at(-1) !== progress) seen.push(progress);
    const complete = within(popover).queryByRole('button', { name: buttons.complete });
    if (complete) {
      await user.click(complete);
      return seen;
    }
    await user.click(within(popover).getByRole('button', { name: buttons.next }));
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

  it('speaks Hindi on a Hindi page: the steps, the progress, the buttons and the question before skipping', async () => {
    useScreenWidth(1280);
    window.localStorage.setItem('hasVisited', 'true');
    await renderInHindi(<HomeWithTour />, { user: null });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    act(() => {
      window.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
    });
    const popover = await tourPopover();
    expect(popover).toHaveTextContent('PassItOn में आपका स्वागत है');
    expect(popover).toHaveTextContent('यह छोटा-सा टूर आपको सब कुछ दिखा देगा।');

    await user.click(within(popover).getByRole('button', { name: 'छोड़ें' }));
    expect(popover).toHaveTextContent('टूर छोड़ दें?');
    expect(popover).toHaveTextContent('यह अपने-आप फिर से शुरू नहीं होगा।');
    expect(within(popover).getByRole('button', { name: 'टूर छोड़ें' })).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'टूर जारी रखें' }));

    expect(await walkThroughTour({ next: 'अगला', complete: 'पूरा करें' })).toEqual([
      '8 में से 1',
      '8 में से 2',
      '8 में से 3',
      '8 में से 4',
      '8 में से 5',
      '8 में से 6',
      '8 में से 7',
      '8 में से 8',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('tells a guest on a Hindi phone how to sell and sign in, in Hindi', async () => {
    useScreenWidth(390);
    window.localStorage.setItem('hasVisited', 'true');
    await renderInHindi(<HomeWithTour />, { user: null });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    act(() => {
      window.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
    });
    /** Presses a button of the popover and waits for the step it leads to. */
    const pressFor = async (button: string, progress: string) => {
      await user.click(within(await tourPopover()).getByRole('button', { name: button }));
      await waitFor(() =>
        expect(document.querySelector('.driver-popover-progress-text')).toHaveTextContent(progress),
      );
      return tourPopover();
    };
    expect(await tourPopover()).toHaveTextContent('5 में से 1');
    await pressFor('अगला', '5 में से 2');
    expect(await pressFor('अगला', '5 में से 3')).toHaveTextContent('अपना सामान बेचें');
    expect(await pressFor('अगला', '5 में से 4')).toHaveTextContent(
      'ख़रीदने, बेचने, अपने ऑर्डर ट्रैक करने और रिव्यू लिखने के लिए साइन इन करें।',
    );
    expect(await pressFor('पिछला', '5 में से 3')).toHaveTextContent('अपना सामान बेचें');
    expect(await pressFor('अगला', '5 में से 4')).toHaveTextContent('आपका अकाउंट');
    expect(await pressFor('अगला', '5 में से 5')).toHaveTextContent(
      'अब एक्सप्लोर करें: अगला बैच आपकी किताबों का इंतज़ार कर रहा है।',
    );
  });
});
