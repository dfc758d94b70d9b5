import { useHydrated } from './use-hydrated.tsx';

/**
 * "Now" for texts such as "2 days ago". A server-rendered page must hydrate with the same words the server wrote,
 * so until hydration "now" is the moment the server rendered the page (src/web/entry-server.tsx tells it, and the
 * page carries it to the browser); from the next render on it is the browser's clock.
 */
let renderedAt: () => number = () => Date.now();

export function setRenderedAt(read: () => number): void {
  renderedAt = read;
}

export function useNow(): Date {
  const hydrated = useHydrated();
  return new Date(hydrated ? Date.now() : renderedAt());
}
