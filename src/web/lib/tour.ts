import { localStore } from './storage.ts';

/** The header's Tour button asks for the onboarding tour with this window event; the tour listens for it. */
export const START_TOUR_EVENT = 'passiton:start-tour';

export function requestTour(): void {
  window.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
}

/**
 * A student has just signed up here: the tour starts by itself on their next visit to the home page, once
 * (docs/decisions/085-the-tour-after-sign-up.md).
 */
export function markTourDue(userId: number): void {
  localStore.set('tourDueFor', userId);
}
