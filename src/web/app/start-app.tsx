import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { showFatalStartupPage } from './fatal-startup-page.ts';

/**
 * Renders the app into `container`; if that throws, or an error escapes every error boundary, the plain
 * fatal start-up page takes its place (spec, section 8). Screens that fail inside the router get the
 * render-error screen instead.
 */
export function startApp(container: HTMLElement, app: () => ReactNode): void {
  try {
    createRoot(container, {
      onUncaughtError: (error) => showFatalStartupPage(container, error),
    }).render(app());
  } catch (error) {
    showFatalStartupPage(container, error);
  }
}
