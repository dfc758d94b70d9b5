// Watches the app's start-up, before the app's own script runs. A separate file rather than an inline script,
// because the Content-Security-Policy allows no inline scripts.
//
// 1. The app's own code shows the fatal start-up page when the app cannot render; when that code cannot even be
//    fetched (a page cached before a deploy whose scripts are gone, a connection that dropped), nothing would, and
//    the student would stare at a blank page. This script watches for that failure.
// 2. A page the server rendered shows its buttons seconds before a budget phone has run the app that answers them
//    (docs/decisions/101-hydrate-the-first-screen-first.md). The last tap on one is kept and made again once the app
//    says it is ready, instead of being lost. The same holds later for a part whose code or rendering comes after
//    the app's start (`data-lazy-part="waiting"`: a part below the first screen, docs/decisions/110; a signed-in
//    student's bell, src/web/lib/lazy-part.tsx): the tap is made again on the same control once that part says
//    "ready".
(() => {
  function showStartupFailed() {
    const page = document.getElementById('startup-failed');
    if (!page?.hidden) return;
    document.getElementById('root')?.setAttribute('hidden', '');
    page.hidden = false;
    page.style.display = 'flex';
    page.querySelector('button')?.addEventListener('click', () => window.location.reload());
  }

  // The first script could not fetch the app it imports (src/web/main.tsx).
  window.addEventListener('passiton:startup-failed', showStartupFailed);

  // A script or module that fails to load fires "error" on its element; it does not bubble, so listen while
  // it is captured on the way down.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.startsWith(window.location.origin)) {
        console.error('PassItOn could not load', target.src);
        showStartupFailed();
      }
    },
    true,
  );

  const page = document.documentElement;
  const appIsReady = () => page.dataset.app === 'ready';
  // "starting" until the app sets "ready": from here on a tap is kept.
  if (!appIsReady()) page.dataset.app = 'starting';
  /** What a tap acts on through the app's code; links and text fields work without it and are left alone. */
  const CONTROL =
    'button, [role="button"], [role="checkbox"], [role="switch"], [role="tab"], input[type="checkbox"], input[type="radio"], input[type="submit"]';
  const WAITING_PART = '[data-lazy-part="waiting"]';
  let tapped = null;

  /**
   * The outermost part around the control that matches `selector`: a part inside another is drawn afresh with it,
   * so only the outermost is sure to be there, and say "ready", when the tap is made again.
   */
  function outermostPart(control, selector) {
    let part = control.closest(selector);
    while (part?.parentElement?.closest(selector)) part = part.parentElement.closest(selector);
    return part;
  }

  function keep(control, part) {
    tapped = { control, part, index: part ? [...part.querySelectorAll(CONTROL)].indexOf(control) : -1 };
  }

  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROL);
      if (!control || !document.getElementById('root')?.contains(control)) return;
      const part = outermostPart(control, appIsReady() ? WAITING_PART : '[data-lazy-part]');
      if (appIsReady() && !part) return;
      // Nothing happens now (a form is not sent half-made, a box is not ticked behind the app's back): the tap is
      // made again, whole, when the app can answer it.
      event.preventDefault();
      event.stopPropagation();
      keep(control, part);
    },
    true,
  );

  new MutationObserver(() => {
    if (!tapped || !appIsReady() || tapped.part?.dataset.lazyPart === 'waiting') return;
    const { control, part, index } = tapped;
    tapped = null;
    // A lazy part is rendered afresh, in the same order as the server wrote it: the tap goes to the same control.
    const target = control.isConnected ? control : part?.querySelectorAll(CONTROL)[index];
    if (!target) return;
    // A part inside it may still be waiting for its own code: the tap waits for that one in turn.
    const waitingInside = outermostPart(target, WAITING_PART);
    if (waitingInside) {
      keep(target, waitingInside);
      return;
    }
    // Menus (Radix) open on the pointer going down, tabs on the mouse going down, buttons act on the click: a tap
    // is all of them, in the browser's order.
    const touch = { bubbles: true, cancelable: true, button: 0, pointerType: 'touch', isPrimary: true };
    target.dispatchEvent(new PointerEvent('pointerdown', touch));
    target.dispatchEvent(new MouseEvent('mousedown', touch));
    target.dispatchEvent(new PointerEvent('pointerup', touch));
    target.dispatchEvent(new MouseEvent('mouseup', touch));
    target.click();
  }).observe(page, { attributes: true, subtree: true, attributeFilter: ['data-app', 'data-lazy-part'] });
})();
