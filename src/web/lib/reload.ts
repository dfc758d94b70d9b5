/** Full-page reloads, kept in one place so tests can replace them (jsdom cannot navigate). */

/** Reloads the current page. */
export function reloadPage(): void {
  window.location.reload();
}

/** Opens the home page with a cache-busting parameter, so no cached copy of the signed-in page is shown. */
export function reloadHome(): void {
  window.location.href = `/?t=${Date.now()}`;
}
