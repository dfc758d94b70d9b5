import { type ReactNode, useEffect, useRef, useState } from 'react';
import { KEEP_THE_SERVERS_HTML } from '../lib/hydrating.ts';
import { whenIdle } from '../lib/next-task.ts';
import { useHydrated } from '../lib/use-hydrated.tsx';

/** Half a screen ahead of a scrolling thumb: the part's code and data are usually there before it is. */
const AHEAD_OF_THE_SCREEN = '0px 0px 50% 0px';

interface NearScreenPartProps {
  children: ReactNode;
  /** The classes of the box that holds the part's content. */
  className?: string;
  /**
   * Fetches what the part needs (its code, its data) as it comes near; the server's HTML stays on screen until it
   * is there, so the part never shows a placeholder in its place.
   */
  prepare?: () => Promise<unknown>;
}

/**
 * A part of a server-rendered page below its first screen, which the app renders only when it comes near the
 * screen: until then the server's HTML stays as it came, and the part's code, its data and its rendering wait
 * (docs/decisions/110-the-listing-below-its-first-screen.md). The app renders it afresh rather than hydrating it.
 * `data-lazy-part` says "waiting" until the part answers taps; public/startup-watch.js keeps a tap made on it
 * before then and makes it again on the same control.
 */
export function NearScreenPart({ children, className, prepare }: NearScreenPartProps) {
  const hydrated = useHydrated();
  // The server renders it all; the browser's first render (hydration) keeps the server's HTML.
  const [rendered, setRendered] = useState(() => import.meta.env.SSR || hydrated);
  const [ready, setReady] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (rendered) return;
    // Coming near happens as a scroll stops, when a tap is likely: what the part does then waits until the browser is
    // idle, so the tap goes first. Asking for the reviews' code alone adds a preload link per module, 102–150 ms on a
    // budget phone (docs/decisions/122-what-a-listing-does-as-it-scrolls.md). What failed to arrive is the part's own
    // to show (its error, its query's retry): it renders all the same.
    const render = () =>
      whenIdle()
        .then(prepare)
        .catch(() => undefined)
        .then(() => setRendered(true));
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      render();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        render();
      },
      { rootMargin: AHEAD_OF_THE_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rendered, prepare]);

  return (
    <div ref={box} data-lazy-part={ready ? 'ready' : 'waiting'}>
      {rendered ? (
        <div key="app" className={className}>
          {children}
          <OnCommit onCommit={setReady} />
        </div>
      ) : (
        // Preact neither hydrates nor touches what is inside: the server's HTML of the part.
        <div
          key="server"
          className={className}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; nothing is ever written.
          dangerouslySetInnerHTML={KEEP_THE_SERVERS_HTML}
          suppressHydrationWarning
        />
      )}
    </div>
  );
}

/** Runs when the part around it has committed: it now answers taps. */
function OnCommit({ onCommit }: { onCommit: (committed: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}
