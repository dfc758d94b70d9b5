import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { showFatalStartupPage } from './fatal-startup-page.ts';

/**
 * Renders the app into `container` (or hydrates what the server rendered there); if that throws, or an error escapes every error boundary, the plain
 * fatal start-up page takes its place (spec, section 8). Screens that fail inside the router get the
 * render-error screen instead.
 */
export function startApp(
  container: HTMLElement,
  app: () => ReactNode,
  { hydrate = false }: { hydrate?: boolean } = {},
): void {
  const onUncaughtError = (error: unknown) => showFatalStartupPage(container, error);
  try {
    // A server-rendered page is taken over where it stands; otherwise the app renders into the empty root.
    // Hydrating in a transition lets React yield to the browser every few milliseconds instead of taking over
    // the whole page in one long task, and hydrate first whatever the reader touches
    // (docs/decisions/101-hydrate-the-first-screen-first.md).
    if (hydrate) {
      startTransition(() => {
        hydrateRoot(container, app(), { onUncaughtError });
      });
    } else createRoot(container, { onUncaughtError }).render(app());
  } catch (error) {
    showFatalStartupPage(container, error);
  }
}
