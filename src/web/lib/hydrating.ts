/**
 * Whether the browser is taking over a page the server rendered, right now. Preact hydrates in one synchronous
 * call, so every component mounted during it is one whose HTML came from the server (lib/lazy-part.tsx).
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

/** Runs `hydrate`, a synchronous hydration, with isHydrating() true. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}
