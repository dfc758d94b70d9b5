// The app's own script shows the fatal start-up page when the app cannot render; when that script cannot even be
// fetched (a page cached before a deploy whose scripts are gone, a connection that dropped), nothing would, and
// the student would stare at a blank page. This small classic script runs first and watches for that failure.
// A separate file rather than an inline script, because the Content-Security-Policy allows no inline scripts.
(() => {
  function showStartupFailed() {
    const page = document.getElementById('startup-failed');
    if (!page?.hidden) return;
    document.getElementById('root')?.setAttribute('hidden', '');
    page.hidden = false;
    page.style.display = 'flex';
    page.querySelector('button')?.addEventListener('click', () => window.location.reload());
  }

  // A script or module that fails to load fires "error" on its element; it does not bubble, so listen while
  // it is captured on the way down.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.startsWith(window.location.origin)) {
        showStartupFailed();
      }
    },
    true,
  );
})();
