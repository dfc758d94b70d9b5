import { type ComponentType, lazy, type ReactNode, useEffect, useState } from 'react';
import { KEEP_THE_SERVERS_HTML } from './hydrating.ts';
import { loadCode } from './load-code.ts';
import { useHydrated } from './use-hydrated.tsx';

export interface LazyPart<Props> {
  (props: Props): ReactNode;
  /** Fetches the part's code (once); resolves when the part can render at once. */
  load: () => Promise<unknown>;
}

/**
 * A component whose code is fetched when it is first rendered (docs/decisions/114-a-lighter-renderer.md). Unlike
 * `lazy`, it never suspends in the browser: Preact keeps a suspended component's server HTML only up to its first
 * element, so a part the server rendered would lose the rest of it, or be drawn twice. Instead the part keeps the
 * server's HTML as it came until its code is there, then renders afresh; on a page the browser draws itself it shows
 * `fallback(props)` meanwhile. Its box is a `display: contents` element, so it adds nothing to the layout.
 *
 * The box says `data-lazy-part="waiting"` until the part answers taps, then `"ready"`: public/startup-watch.js keeps
 * a tap made on a waiting part and makes it again once the part is ready, so a tap on the server's HTML of, say, the
 * header's bell is not lost while the bell's code travels.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode = () => null,
): LazyPart<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    loading ??= loadCode(load).then((component) => {
      Loaded = component;
      return component;
    });
    return loading;
  };
  // The server's render waits for a suspended component, so there the part may suspend.
  const LoadedOnTheServer = lazy(() => loadOnce().then((component) => ({ default: component })));

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at a module's top, as `lazy` is.
  function Part(props: Props) {
    const hydrated = useHydrated();
    const [keepsTheServersHtml] = useState(!hydrated);
    // Ready once the part is rendered by its own code in the browser. Hydration never rewrites an attribute, so the
    // server writes "waiting" and the box says "ready" only in a render after it.
    const [ready, setReady] = useState(hydrated && Loaded !== undefined);
    const [failure, setFailure] = useState<unknown>();
    useEffect(() => {
      if (!Loaded) loadOnce().then(() => setReady(true), setFailure);
      else setReady(true);
    }, []);
    // Its error boundary shows a part whose code could not be fetched, as it would a part that failed to render.
    if (failure) throw failure;

    const box = { className: 'contents', 'data-lazy-part': ready ? 'ready' : 'waiting' };
    if (Loaded) {
      return (
        <div {...box}>
          <Loaded {...props} />
        </div>
      );
    }
    if (import.meta.env.SSR) {
      return (
        <div {...box}>
          <LoadedOnTheServer {...props} />
        </div>
      );
    }
    if (keepsTheServersHtml) {
      return (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; nothing is ever written.
        <div {...box} dangerouslySetInnerHTML={KEEP_THE_SERVERS_HTML} suppressHydrationWarning />
      );
    }
    return <div {...box}>{fallback(props)}</div>;
  }
  Part.load = loadOnce;
  return Part;
}
