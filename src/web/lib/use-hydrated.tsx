import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * Outside the app's providers (a component rendered on its own in a test) the browser has nothing to hydrate, so
 * it draws its browser-only parts at once.
 */
const HydratedContext = createContext(true);

/**
 * Says when the browser has taken over what the server rendered inside it. While the server renders and while the
 * browser hydrates, false; true from the render after, which draws the browser-only parts (head tags, "2 minutes
 * ago" by the browser's clock) once, after hydration's effects (docs/decisions/109-little-work-at-start-up.md).
 * Where the browser renders afresh (`hydrating` false), true from the first render. The whole app has one; each
 * part hydrated in a turn of its own (lib/hydrate-in-turn.tsx) another.
 */
export function HydrationMoment({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  // The server's render is what the browser will hydrate.
  const [hydrated, setHydrated] = useState(!hydrating && !import.meta.env.SSR);
  useEffect(() => {
    setHydrated(true);
  }, []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while the server renders and while the browser hydrates what it rendered, true from the next render on:
 * for what only the browser may draw (head tags the server writes itself, values read from the browser's storage)
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
