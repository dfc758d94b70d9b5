import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Driver, type DriveStep, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import { localStore } from '../../lib/storage.ts';
import { type TourLayout, type TourStep, tourSteps } from './tour-steps.ts';

// Page elements can still be arriving (the home page's code, the latest listings): wait this long for each.
const WAIT_FOR_ELEMENT_MS = 4000;

// driver.js fills these in itself; the message only places them.
const CURRENT_STEP = '{{current}}';
const STEP_COUNT = '{{total}}';

/**
 * Drives the tour over the page's real elements with driver.js (loaded only when a tour starts), in the
 * reader's language (`i18n`). Previous / Next / Skip / Complete; Skip and Escape end it at once, without asking
 * (docs/decisions/085-the-tour-after-sign-up.md): the header's Tour button brings it back. Completing or
 * skipping sets onboardingCompleted.
 */
export function runTour(layout: TourLayout, signedIn: boolean, i18n: I18n): void {
  const steps = tourSteps(layout, signedIn, i18n);

  const finish = () => {
    localStore.set('onboardingCompleted', true);
    tour.destroy();
  };

  const tour: Driver = driver({
    steps: steps.map(toDriveStep),
    showProgress: true,
    progressText: i18n._(msg`${CURRENT_STEP} of ${STEP_COUNT}`),
    showButtons: ['next', 'previous'],
    nextBtnText: i18n._(msg`Next`),
    prevBtnText: i18n._(msg`Previous`),
    doneBtnText: i18n._(msg`Complete`),
    popoverClass: 'passiton-tour',
    smoothScroll: true,
    // A stray tap beside the popover must not end the tour; Skip and Escape do.
    overlayClickBehavior: () => {},
    onPopoverRender: (popover, { state }) => {
      popover.nextButton.classList.add('passiton-tour-primary');
      const isLastStep = state.activeIndex === steps.length - 1;
      if (!isLastStep) popover.footerButtons.prepend(tourButton(i18n._(msg`Skip`), finish));
      // driver.js focuses the first button (Skip) right after this hook; Enter should go on, not end the tour.
      queueMicrotask(() => popover.nextButton.focus());
    },
    // driver.js marks the highlighted element as the popover's opener (aria-haspopup, -expanded, -controls).
    // It opens nothing, and aria-expanded is not even allowed on the sections the tour shows; the popover is
    // a labelled dialog of its own.
    onHighlighted: (element) => {
      element?.removeAttribute('aria-haspopup');
      element?.removeAttribute('aria-expanded');
      element?.removeAttribute('aria-controls');
    },
    onDoneClick: finish,
    // Escape (and the arrow key past the end) land here: the tour ends, and counts as done.
    onDestroyStarted: finish,
  });
  tour.drive();
}

function toDriveStep({ target, title, description }: TourStep): DriveStep {
  return {
    element: target,
    waitForElement: target ? WAIT_FOR_ELEMENT_MS : 0,
    popover: { title, description, side: 'bottom', align: 'center' },
  };
}

function tourButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.addEventListener('click', onClick);
  return button;
}
