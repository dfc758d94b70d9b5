import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadCode } from '../../lib/load-code.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { localStore } from '../../lib/storage.ts';
import { START_TOUR_EVENT } from '../../lib/tour.ts';
import { isPanelOpen } from './open-panels.ts';
import type { TourLayout } from './tour-steps.ts';

/** The spec's delay before the tour starts by itself (section 9): the home page settles first. */
export const FIRST_VISIT_TOUR_DELAY_MS = 2000;

/** While a panel is open the tour looks again this often, and gives up on this visit after the longest wait. */
export const PANEL_CHECK_MS = 500;
export const LONGEST_WAIT_FOR_PANELS_MS = 30_000;

/** Phones (under the spec's 768 px breakpoint) get the short tour. */
const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

/**
 * Starts the onboarding tour by itself once: on a student's first visit to the home page after signing up in
 * this browser (docs/decisions/085-the-tour-after-sign-up.md) — never for a guest, never on another page, never
 * over a panel the student has open (it waits for the panel to close, and gives up on this visit after 30 s).
 * The header's Tour button starts it again at any time, bringing the student home first. Renders nothing;
 * driver.js is downloaded only when a tour starts.
 */
export function OnboardingTour() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const onHomePage = useLocation().pathname === '/';
  const { data: user } = useUser();
  const userId = user?.id;
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!onHomePage || userId === undefined || localStore.get('tourDueFor') !== userId) return;
    let waited = 0;
    const startWhenQuiet = () => {
      if (isPanelOpen()) {
        waited += PANEL_CHECK_MS;
        if (waited <= LONGEST_WAIT_FOR_PANELS_MS) timer = window.setTimeout(startWhenQuiet, PANEL_CHECK_MS);
        return;
      }
      localStore.remove('tourDueFor');
      if (!localStore.get('onboardingCompleted')) startTour(true, i18n);
    };
    let timer = window.setTimeout(startWhenQuiet, FIRST_VISIT_TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onHomePage, userId, i18n]);

  useEffect(() => {
    const restart = () => {
      if (window.location.pathname !== '/') navigate('/');
      startTour(signedIn, i18n);
    };
    window.addEventListener(START_TOUR_EVENT, restart);
    return () => window.removeEventListener(START_TOUR_EVENT, restart);
  }, [navigate, signedIn, i18n]);

  return null;
}

/** The tour speaks the page's language at the moment it starts. */
function startTour(signedIn: boolean, i18n: I18n): void {
  const layout: TourLayout = window.matchMedia(MOBILE_MEDIA_QUERY).matches ? 'mobile' : 'desktop';
  loadCode(() => import('./run-tour.ts'))
    .then(({ runTour }) => runTour(layout, signedIn, i18n))
    .catch((error: unknown) => console.warn('The tour could not be loaded', error));
}
