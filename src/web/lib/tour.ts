/** The header's Tour button asks for the onboarding tour with this window event; the tour listens for it. */
export const START_TOUR_EVENT = 'passiton:start-tour';

export function requestTour(): void {
  window.dispatchEvent(new CustomEvent(START_TOUR_EVENT));
}
