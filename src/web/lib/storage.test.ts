import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserCaches } from '../test/browser-caches.ts';
import { APP_VERSION } from './app-version.ts';
import { refreshCachesOnNewVersion } from './storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const version4Caches = [
  'passiton-shell-v4-precache-v2-http://localhost/',
  'passiton-assets-v4',
  'passiton-api-v4',
];

describe('the version check at start', () => {
  it("on a new version clears stored data but the onboarding flags, and deletes other versions' caches", async () => {
    const { cached } = stubBrowserCaches([
      ...version4Caches,
      'passiton-shell-v3-precache-v2-http://localhost/',
      'passiton-assets-v3',
    ]);
    window.localStorage.setItem('appVersion', JSON.stringify('3.2-2024-11-02'));
    window.localStorage.setItem('guestCart', '[]');
    window.localStorage.setItem('onboardingCompleted', 'true');
    window.localStorage.setItem('tourDueFor', '7');

    refreshCachesOnNewVersion();

    await vi.waitFor(() =>
      expect(window.localStorage.getItem('appVersion')).toBe(JSON.stringify(APP_VERSION)),
    );
    expect(window.localStorage.getItem('guestCart')).toBeNull();
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
    expect(window.localStorage.getItem('tourDueFor')).toBe('7');
    // The worker keeps this version's shell and photos; cached API answers may belong to someone else.
    expect([...cached].sort()).toEqual([
      'passiton-assets-v4',
      'passiton-shell-v4-precache-v2-http://localhost/',
    ]);
  });

  it('leaves everything alone when the stored version is this one', async () => {
    const { cached } = stubBrowserCaches(version4Caches);
    window.localStorage.setItem('appVersion', JSON.stringify(APP_VERSION));
    window.localStorage.setItem('guestCart', '[]');

    refreshCachesOnNewVersion();
    await Promise.resolve();

    expect(window.localStorage.getItem('guestCart')).toBe('[]');
    expect(cached.size).toBe(3);
  });
});
