/**
 * The app and cache version (spec, section 9) and the names of the service worker's caches.
 * No browser APIs here: vite.config.ts reads the cache names when it generates the worker.
 */
export const APP_VERSION = '4.0-2025-01-18';

// The major of the app version: a new major gets new caches, and the old ones are deleted at start.
const CACHE_VERSION = `v${APP_VERSION.split('.')[0]}`;

/** The three caches of version 4 (spec, section 9). */
export const CACHE_NAMES = {
  /** Workbox's cacheId: the precached app shell lives in `passiton-shell-v4-precache-v2-{scope}`. */
  shell: `passiton-shell-${CACHE_VERSION}`,
  /** Listing photos from /uploads. */
  assets: `passiton-assets-${CACHE_VERSION}`,
  /** The last good answer of each API read, for when the network is down. */
  api: `passiton-api-${CACHE_VERSION}`,
} as const;

/** Whether a Cache Storage name belongs to this version of the app. */
export function isCurrentCacheName(name: string): boolean {
  return name === CACHE_NAMES.assets || name === CACHE_NAMES.api || name.startsWith(`${CACHE_NAMES.shell}-`);
}
