import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeHydrationTurns } from '../lib/hydrate-in-turn.tsx';
import { showFatalStartupPage } from './fatal-startup-page.ts';

/**
 * Renders the app into `container` (or hydrates what the server rendered there); if that throws, the plain fatal
 * start-up page takes its place (spec, section 8). Preact renders the first screen synchronously, so its errors
 * reach the catch below. Screens that fail inside the router get the render-error screen instead.
 */
export function startApp(
  container: HTMLElement,
  app: () => ReactNode,
  { hydrate = false }: { hydrate?: boolean } = {},
): void {
  try {
    // A server-rendered page is taken over where it stands; otherwise the app renders into the empty root.
    if (hydrate) {
      hydrateRoot(container, app());
      // The parts left for later (lib/hydrate-in-turn.tsx), each in a task of its own.
      void takeHydrationTurns();
    } else createRoot(container).render(app());
  } catch (error) {
    showFatalStartupPage(container, error);
  }
}
