/**
 * Whether the browser is taking over a page the server rendered, right now: the first pass, which Preact makes in one
 * synchronous call, so every component mounted during it is one whose HTML came from the server. The app's
 * providers start their hydration moment from it (lib/use-hydrated.tsx); parts hydrated later, in turns
 * (lib/hydrate-in-turn.tsx), have moments of their own.
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

/**
 * The `dangerouslySetInnerHTML` of a box whose server HTML the browser keeps as it came (lib/lazy-part.tsx,
 * components/near-screen-part.tsx): Preact writes nothing into it while hydrating, and one object for every render
 * means it never sets innerHTML again afterwards, which would wipe the server's HTML.
 */
export const KEEP_THE_SERVERS_HTML = { __html: '' };
