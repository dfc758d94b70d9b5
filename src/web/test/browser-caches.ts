import { vi } from 'vitest';

/**
 * Stands in for Cache Storage and the service worker container, which jsdom lacks. Returns the names still
 * cached and the unregister spy; undo with vi.unstubAllGlobals().
 */
export function stubBrowserCaches(names: string[]) {
  const cached = new Set(names);
  vi.stubGlobal('caches', {
    keys: async () => [...cached],
    delete: async (name: string) => cached.delete(name),
  });
  const unregister = vi.fn(async () => true);
  vi.stubGlobal('navigator', {
    ...window.navigator,
    serviceWorker: { getRegistrations: async () => [{ unregister }] },
  });
  return { cached, unregister };
}
