import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../domain/contracts/auth.ts';
import { markTourDue, START_TOUR_EVENT } from '../../lib/tour.ts';
import { makeUser, mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { renderInHindi } from '../../test/render-in-hindi.tsx';
import {
  FIRST_VISIT_TOUR_DELAY_MS,
  LONGEST_WAIT_FOR_PANELS_MS,
  OnboardingTour,
  PANEL_CHECK_MS,
} from './onboarding-tour.tsx';
// Loaded up front, as the browser would have it by the time the 2 seconds pass.
import './run-tour.ts';

/** The home page's parts and the header's links, as far as the tour points at them. */
function FakeHomePage() {
  const [bellOpen, setBellOpen] = useState(false);
  return (
    <>
      <header>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={bellOpen}
          onClick={() => setBellOpen((open) => !open)}
        >
          Notifications
        </button>
        {bellOpen && (
          <div role="dialog" aria-label="Notifications">
            No notifications yet
          </div>
        )}
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
        <Route path="/browse" element={<p>Browse</p>} />
      </Routes>
    </>
  );
}

const priya = makeUser();

/** The home page of a guest, or of a student (Priya, by default) — who has just signed up when `signedUp`. */
function renderHome({ user = priya, signedUp = true }: { user?: User | null; signedUp?: boolean } = {}) {
  if (user && signedUp) markTourDue(user.id);
  return renderWithProviders(<HomeWithTour />, { user });
}

/** Lets the tour's first-visit delay pass, and a little more, as the student looks at the page. */
async function afterTheDelay(extra = 0) {
  await act(() => vi.advanceTimersByTimeAsync(FIRST_VISIT_TOUR_DELAY_MS + extra));
}

function expectNoTour() {
  expect(document.querySelector('.driver-popover')).toBeNull();
}

/** Ends a tour the test has seen start, so the next test's page is free of it. */
async function skipTour() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(within(await tourPopover()).getByRole('button', { name: 'Skip' }));
  await waitFor(expectNoTour);
}

function useScreenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: query === '(max-width: 767px)' && width < 768, media: query }) as MediaQueryList,
  );
}

/** The tour's popover (a dialog of its own, beside any the page has open). */
async function tourPopover(): Promise<HTMLElement> {
  const dialogs = await screen.findAllByRole('dialog');
  const popover = dialogs.find((dialog) => dialog.classList.contains('driver-popover'));
  if (!popover) throw new Error('The tour is not showing');
  return popover;
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

  it("starts by itself 2 seconds into a student's first visit to the home page after signing up, and walks through 8 steps on a desktop", async () => {
    useScreenWidth(1280);
    renderHome();

    await act(() => vi.advanceTimersByTimeAsync(FIRST_VISIT_TOUR_DELAY_MS - 100));
    expectNoTour();
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');
    // Once: the next visit to the home page is a visit like any other.
    expect(window.localStorage.getItem('tourDueFor')).toBeNull();
    const steps = await walkThroughTour();
    expect(steps).toEqual(['1 of 8', '2 of 8', '3 of 8', '4 of 8', '5 of 8', '6 of 8', '7 of 8', '8 of 8']);
    await waitFor(expectNoTour);
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('has 5 steps on a phone', async () => {
    useScreenWidth(390);
    renderHome();

    await afterTheDelay();

    expect(await walkThroughTour()).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
  });

  it('leaves no popup ARIA on the highlighted section, which opens nothing', async () => {
    useScreenWidth(1280);
    renderHome();

    await afterTheDelay();

    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');
    const welcome = document.querySelector('[data-tour="welcome"]');
    await waitFor(() => expect(welcome).not.toHaveAttribute('aria-expanded'));
    expect(welcome).toHaveClass('driver-active-element');
    expect(welcome).not.toHaveAttribute('aria-haspopup');
    expect(welcome).not.toHaveAttribute('aria-controls');
    await walkThroughTour();
  });

  it('never starts by itself for a guest', async () => {
    useScreenWidth(1280);
    renderHome({ user: null });

    await afterTheDelay(FIRST_VISIT_TOUR_DELAY_MS);

    expectNoTour();
  });

  it('does not start by itself for a student who signed up before, or for another student than the one who did', async () => {
    useScreenWidth(1280);
    const { unmount } = renderHome({ signedUp: false });
    await afterTheDelay(FIRST_VISIT_TOUR_DELAY_MS);
    expectNoTour();
    unmount();

    markTourDue(8);
    renderHome({ signedUp: false });
    await afterTheDelay(FIRST_VISIT_TOUR_DELAY_MS);
    expectNoTour();
    expect(window.localStorage.getItem('tourDueFor')).toBe('8');
  });

  it('waits on other pages, and starts on the first visit to the home page', async () => {
    useScreenWidth(1280);
    markTourDue(priya.id);
    const { router } = renderWithProviders(<HomeWithTour />, { user: priya });
    await act(() => router.navigate('/browse'));

    await afterTheDelay(FIRST_VISIT_TOUR_DELAY_MS);
    expectNoTour();
    expect(window.localStorage.getItem('tourDueFor')).toBe(String(priya.id));

    await act(() => router.navigate('/'));
    await afterTheDelay();
    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');
    await skipTour();
  });

  it('waits while the student has the notifications open, and starts once they close them', async () => {
    useScreenWidth(1280);
    renderHome();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await act(() => vi.advanceTimersByTimeAsync(FIRST_VISIT_TOUR_DELAY_MS - 500));
    await user.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PANEL_CHECK_MS * 6));
    expectNoTour();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();

    await user.click(bell);
    await act(() => vi.advanceTimersByTimeAsync(PANEL_CHECK_MS));
    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');
    await skipTour();
  });

  it('gives up on this visit when a panel stays open, and starts on the next visit to the home page', async () => {
    useScreenWidth(1280);
    const { unmount } = renderHome();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));

    await afterTheDelay(LONGEST_WAIT_FOR_PANELS_MS + PANEL_CHECK_MS);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await act(() => vi.advanceTimersByTimeAsync(PANEL_CHECK_MS * 4));
    expectNoTour();
    unmount();

    renderHome({ signedUp: false });
    await afterTheDelay();
    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');
    await skipTour();
  });

  it('ends at once on Skip, which counts as done', async () => {
    useScreenWidth(1280);
    renderHome();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await afterTheDelay();

    await user.click(within(await tourPopover()).getByRole('button', { name: 'Skip' }));

    await waitFor(expectNoTour);
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('ends at once on Escape, which counts as done', async () => {
    useScreenWidth(1280);
    renderHome();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await afterTheDelay();
    await tourPopover();

    await user.keyboard('{Escape}');

    await waitFor(expectNoTour);
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('restarts from the Tour button, for a guest too, after it was done', async () => {
    useScreenWidth(1280);
    window.localStorage.setItem('onboardingCompleted', 'true');
    renderHome({ user: null });

    act(() => {
      window.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
    });

    expect(await tourPopover()).toHaveTextContent('Welcome to PassItOn');
    expect(await walkThroughTour()).toHaveLength(8);
  });

  it('speaks Hindi on a Hindi page: the steps, the progress and the buttons', async () => {
    useScreenWidth(1280);
    await renderInHindi(<HomeWithTour />, { user: null });

    act(() => {
      window.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
    });
    const popover = await tourPopover();
    expect(popover).toHaveTextContent('PassItOn में आपका स्वागत है');
    expect(popover).toHaveTextContent('यह छोटा-सा टूर आपको सब कुछ दिखा देगा।');

    expect(within(popover).getByRole('button', { name: 'छोड़ें' })).toBeInTheDocument();

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
