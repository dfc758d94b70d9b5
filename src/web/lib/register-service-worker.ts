/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the offline worker (/sw.js) once the page has loaded (spec, section 4). When a new worker has
 * installed while one is active, it is told to skip waiting; the new version then serves the next load
 * (docs/decisions/009-offline-app-shell.md) instead of reloading a page someone is using. Failures are only
 * logged.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const tellWaitingWorkerToSkipWaiting = registerSW({
    onNeedRefresh: () => {
      void tellWaitingWorkerToSkipWaiting();
    },
    onNeedReload: keepThePageAsItIs,
    onRegisterError: (error: unknown) => console.warn('The offline worker could not be registered', error),
  });
}

function keepThePageAsItIs(): void {
  // The plugin would reload the page when the new worker takes over; the next navigation is soon enough.
}
