import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated.tsx';

/** Half a screen ahead of a scrolling thumb: the part's code and data are usually there before it is. */
const AHEAD_OF_THE_SCREEN = '0px 0px 50% 0px';

// One object for every render: React sets innerHTML again whenever this prop is a new object, and the server's
// HTML inside would be wiped.
const KEEP_THE_SERVERS_HTML = { __html: '' };

interface NearScreenPartProps {
  children: ReactNode;
  /** The classes of the box that holds the part's content. */
  className?: string;
  /** Shown on a page the browser renders itself while the part's code loads (never over the server's HTML). */
  fallback?: ReactNode;
  /**
   * Starts what the part will ask for (its data) as it comes near, before it renders: a query already fetching when
   * the part subscribes to it costs no second, synchronous render.
   */
  onNearScreen?: () => void;
}

/**
 * A part of a server-rendered page below its first screen, which the app renders only when it comes near the
 * screen: until then the server's HTML stays as it came, and the part's code, its data and its rendering wait
 * (docs/decisions/110-the-listing-below-its-first-screen.md). The app renders it afresh rather than hydrating it:
 * a boundary left to hydrate later is rendered afresh by React anyway as soon as anything above it changes.
 * `data-lazy-part` says "waiting" until the part answers taps; public/startup-watch.js keeps a tap made on it
 * before then and makes it again on the same control.
 */
export function NearScreenPart({ children, className, fallback = null, onNearScreen }: NearScreenPartProps) {
  const hydrated = useHydrated();
  // The server renders it all; the browser's first render (hydration) keeps the server's HTML.
  const [rendered, setRendered] = useState(() => import.meta.env.SSR || hydrated);
  const [ready, setReady] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (rendered) return;
    // In a transition, the server's HTML stays on screen until the part's code has arrived and it has rendered.
    const render = () => {
      onNearScreen?.();
      startTransition(() => setRendered(true));
    };
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
  }, [rendered, onNearScreen]);

  return (
    <div ref={box} data-lazy-part={ready ? 'ready' : 'waiting'}>
      <Suspense fallback={fallback}>
        {rendered ? (
          <div key="app" className={className}>
            {children}
            <OnCommit onCommit={setReady} />
          </div>
        ) : (
          // React neither hydrates nor touches what is inside: the server's HTML of the part.
          <div
            key="server"
            className={className}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; nothing is ever written.
            dangerouslySetInnerHTML={KEEP_THE_SERVERS_HTML}
            suppressHydrationWarning
          />
        )}
      </Suspense>
    </div>
  );
}

/** Runs when the part around it has committed: it now answers taps. */
function OnCommit({ onCommit }: { onCommit: (committed: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}
