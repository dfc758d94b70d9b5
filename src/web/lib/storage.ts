/**
 * The app's browser-stored values (spec, section 3), read and written as JSON. Storage can be unavailable
 * (private mode, full quota, blocked cookies): reads then give null and writes are skipped, never thrown.
 */

import { APP_VERSION, CACHE_NAMES, isCurrentCacheName } from './app-version.ts';

type LocalKey =
  | 'onboardingCompleted'
  | 'tourDueFor'
  | 'guestCart'
  | 'appVersion'
  | 'seenAchievements'
  | 'lastDelivery'
  | 'listingDraft'
  | 'bulkDraft'
  | 'pushMoment'
  | 'pushPromptDismissed';
type SessionKey = 'buyNowCheckout' | 'checkoutDraft';

/**
 * Kept whenever stored data is cleared (logout, a new version, /clear-cache), so the tour does not start again,
 * or still starts once for the student who signed up here (docs/decisions/085-the-tour-after-sign-up.md), and
 * the push prompt dismissed here stays dismissed (docs/decisions/086-web-push.md).
 * The spec also keeps username, userId and authToken: this app stores none of them (the session is a cookie).
 */
const KEPT_LOCAL_KEYS: readonly LocalKey[] = ['onboardingCompleted', 'tourDueFor', 'pushPromptDismissed'];

export const localStore = createStore<LocalKey>(() => window.localStorage);
export const sessionStore = createStore<SessionKey>(() => window.sessionStorage);

/**
 * Empties local and session storage, keeping only the onboarding flags, and drops the service worker's copies
 * of API answers: they belong to whoever was signed in.
 */
export function clearStoredData(): void {
  const kept = KEPT_LOCAL_KEYS.map((key) => [key, localStore.get<unknown>(key)] as const);
  attempt(() => window.localStorage.clear());
  attempt(() => window.sessionStorage.clear());
  for (const [key, value] of kept) {
    if (value !== null) localStore.set(key, value);
  }
  deleteCaches((name) => name === CACHE_NAMES.api).catch(logCacheFailure);
}

/** Deletes the Cache Storage entries `which` picks, every one by default. */
export async function deleteCaches(which: (name: string) => boolean = () => true): Promise<void> {
  if (!('caches' in window)) return;
  const names = await window.caches.keys();
  await Promise.all(names.filter(which).map((name) => window.caches.delete(name)));
}

/**
 * At start (spec, section 4): when the stored version is not this build's (a new release, or a render error
 * removed it), stored data is cleared as the spec says and caches of other versions are deleted. This version's
 * shell and photos stay: the worker keeps them current, and deleting them would leave it nothing to serve offline.
 * Failures are only logged (spec, section 8).
 */
export function refreshCachesOnNewVersion(): void {
  if (localStore.get<string>('appVersion') === APP_VERSION) return;
  clearStoredData();
  deleteCaches((name) => !isCurrentCacheName(name))
    .then(() => localStore.set('appVersion', APP_VERSION))
    .catch(logCacheFailure);
}

function logCacheFailure(error: unknown): void {
  console.warn('Could not clear the caches', error);
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
