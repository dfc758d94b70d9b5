/**
 * Removes this site's service workers, so the next load comes from the server and a fresh worker installs.
 * Used with deleting the caches: a worker whose precache is gone has nothing left to serve offline.
 */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
