/**
 * The app's browser-stored values (spec, section 3), read and written as JSON. Storage can be unavailable
 * (private mode, full quota, blocked cookies): reads then give null and writes are skipped, never thrown.
 */

/** The app and cache version (spec, section 9); a different stored value means caches are stale. */
export const APP_VERSION = '4.0-2025-01-18';

type LocalKey = 'onboardingCompleted' | 'hasVisited' | 'guestCart' | 'appVersion';
type SessionKey = 'buyNowCheckout';

/** Kept when a visitor logs out or clears their data, so the tour does not start again. */
const KEPT_LOCAL_KEYS: readonly LocalKey[] = ['onboardingCompleted', 'hasVisited'];

export const localStore = createStore<LocalKey>(() => window.localStorage);
export const sessionStore = createStore<SessionKey>(() => window.sessionStorage);

/** Empties local and session storage, keeping only the onboarding flags. */
export function clearStoredData(): void {
  const kept = KEPT_LOCAL_KEYS.map((key) => [key, localStore.get<unknown>(key)] as const);
  attempt(() => window.localStorage.clear());
  attempt(() => window.sessionStorage.clear());
  for (const [key, value] of kept) {
    if (value !== null) localStore.set(key, value);
  }
}

/** Deletes every Cache Storage entry (the service worker's copies of the app and API answers). */
export async function clearCaches(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await window.caches.keys();
  await Promise.all(names.map((name) => window.caches.delete(name)));
}

/**
 * At start: when the stored version is not this build's (a new release, or a render error removed it),
 * drop the cached copies of the old app and remember the new version. Failures are only logged (spec, section 8).
 */
export function refreshCachesOnNewVersion(): void {
  if (localStore.get<string>('appVersion') === APP_VERSION) return;
  clearCaches()
    .then(() => localStore.set('appVersion', APP_VERSION))
    .catch((error: unknown) => console.error('Could not clear the caches', error));
}

function createStore<Key extends string>(area: () => Storage) {
  const raw = (key: Key): string | null => attempt(() => area().getItem(key)) ?? null;
  return {
    /** The stored text as is, for callers that compare snapshots cheaply. */
    raw,
    get<T>(key: Key): T | null {
      const text = raw(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    set(key: Key, value: unknown): void {
      attempt(() => area().setItem(key, JSON.stringify(value)));
    },
    remove(key: Key): void {
      attempt(() => area().removeItem(key));
    },
  };
}

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
