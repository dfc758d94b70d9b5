import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated.tsx';

/** Half a screen ahead of a scrolling thumb: the part's code and data are usually there before it is. */
const AHEAD_OF_THE_SCREEN = '0px 0px 50% 0px';

interface NearScreenSignal {
  promise: Promise<void>;
  resolve: () => void;
}

function nearScreenSignal(): NearScreenSignal {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

interface NearScreenPartProps {
  children: ReactNode;
  className?: string;
  /** Shown on a page the browser renders itself while the part's code loads (never over the server's HTML). */
  fallback?: ReactNode;
}

/**
 * A part of a server-rendered page below its first screen, taken over by the app only when it comes near the
 * screen: until then its HTML stays as the server wrote it, and its code, its data and its hydration wait
 * (docs/decisions/110-the-listing-below-its-first-screen.md). `data-lazy-part` says "waiting" until the part
 * answers taps; public/startup-watch.js keeps a tap made on it before then and makes it again.
 */
export function NearScreenPart({ children, className, fallback = null }: NearScreenPartProps) {
  const hydrated = useHydrated();
  // Only a page taken over from the server waits: the server renders it all, and a page the browser renders
  // itself has no HTML to show meanwhile.
  const [nearScreen] = useState(() => (import.meta.env.SSR || hydrated ? null : nearScreenSignal()));
  const [ready, setReady] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!nearScreen) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      nearScreen.resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        nearScreen.resolve();
      },
      { rootMargin: AHEAD_OF_THE_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [nearScreen]);

  return (
    <div ref={box} className={className} data-lazy-part={ready ? 'ready' : 'waiting'}>
      {/* While hydrating, a boundary that suspends keeps the server's HTML and is hydrated when it resumes. */}
      <Suspense fallback={fallback}>
        <AfterSignal signal={nearScreen?.promise}>
          {children}
          <OnCommit onCommit={setReady} />
        </AfterSignal>
      </Suspense>
    </div>
  );
}

/** Renders its children once `signal` has resolved; until then it suspends (no signal: at once). */
function AfterSignal({ signal, children }: { signal: Promise<void> | undefined; children: ReactNode }) {
  if (signal) use(signal);
  return children;
}

/** Runs when the boundary it sits in has committed: the part, lazy code included, now answers taps. */
function OnCommit({ onCommit }: { onCommit: (committed: true) => void }) {
  useEffect(() => onCommit(true), [onCommit]);
  return null;
}
