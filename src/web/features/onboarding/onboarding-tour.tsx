import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../../lib/session/get-user.ts';
import { localStore } from '../../lib/storage.ts';
import { START_TOUR_EVENT } from '../../lib/tour.ts';
import type { TourLayout } from './tour-steps.ts';

/** The spec's delay before the tour starts by itself on a first visit (section 9). */
export const FIRST_VISIT_TOUR_DELAY_MS = 2000;

/** Phones (under the spec's 768 px breakpoint) get the short tour. */
const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

/**
 * Starts the onboarding tour 2 seconds after a first visit (neither onboardingCompleted nor hasVisited set,
 * then hasVisited is set), and again whenever the header's Tour button asks. The tour explains the home page,
 * so it runs there: a student who arrives on a listing from a shared link is not interrupted, and the Tour
 * button brings them home first. Renders nothing; driver.js is downloaded only when a tour starts.
 */
export function OnboardingTour() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const onHomePage = useLocation().pathname === '/';
  const { data: user } = useUser();
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!onHomePage || localStore.get('onboardingCompleted') || localStore.get('hasVisited')) return;
    const timer = window.setTimeout(() => {
      localStore.set('hasVisited', true);
      startTour(signedIn, i18n);
    }, FIRST_VISIT_TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onHomePage, signedIn, i18n]);

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
  import('./run-tour.ts')
    .then(({ runTour }) => runTour(layout, signedIn, i18n))
    .catch((error: unknown) => console.warn('The tour could not be loaded', error));
}
