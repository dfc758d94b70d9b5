import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setTabTranslator } from '../lib/i18n/api-error-text.ts';
import { createI18n, loadMessages } from '../lib/i18n/i18n.ts';
import { pageLanguage } from '../lib/i18n/language-choice.ts';
import { nextTask, whenIdle } from '../lib/next-task.ts';
import { registerServiceWorker } from '../lib/register-service-worker.ts';
import { refreshCachesOnNewVersion } from '../lib/storage.ts';
import { checkStylesAtStartup } from '../lib/style-check.ts';
import { setRenderedAt } from '../lib/use-now.ts';
import { createAppQueryClient } from './app-query-client.ts';
import { AppRoot } from './app-root.tsx';
import { showFatalStartupPage } from './fatal-startup-page.ts';
import { loadLazyRoutes } from './load-lazy-routes.ts';
import { createRoutes } from './router.tsx';
import { readServerState } from './server-state.ts';
import { startApp } from './start-app.tsx';

/**
 * Starts the app in the page. A page the server rendered (docs/decisions/018) is hydrated from the state it
 * came with: the same answers in the query cache and the page's code loaded first, so the first render in the
 * browser is the HTML already on screen. The start is taken in five tasks — stored data, the page's state, the routes,
 * the translator and the router, the first render — so that none keeps a tap waiting long on a budget phone
 * (docs/decisions/123-the-first-script-alone.md).
 */
async function boot(rootElement: HTMLElement): Promise<void> {
  // The first reading of local storage waits for the browser to load it: 5–20 ms, a task of its own.
  refreshCachesOnNewVersion();
  // The server's <head> tags for this page (index.html's defaults, or a listing's own for crawlers) give way
  // to the ones each page renders, so there is never a second <title> or canonical link.
  for (const serverTag of document.head.querySelectorAll('[data-server-head]')) serverTag.remove();
  await nextTask();

  const queryClient = createAppQueryClient();
  const serverState = readServerState();
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    setRenderedAt(() => serverState.renderedAt);
  }
  // The page's language and its catalogue come first: hydration must render the words the server wrote.
  const language = pageLanguage({ serverRendered: serverState !== undefined });
  const messagesLoaded = loadMessages(language);
  await nextTask();

  // Matching the address against every route ranks them all: the page's own code is loaded by what matches.
  const routes = createRoutes(queryClient);
  const [messages] = await Promise.all([
    messagesLoaded,
    serverState ? loadLazyRoutes(routes, new URL(window.location.href)) : undefined,
  ]);
  await nextTask();

  const i18n = createI18n(language, messages);
  // Toasts and form errors show the API's refusals through this tab's translator (lib/i18n/api-error-text.ts).
  setTabTranslator(i18n);
  const router = createBrowserRouter(routes, { hydrationData: serverState?.router });
  await nextTask();

  const serverRendered = serverState !== undefined;
  startApp(
    rootElement,
    () => (
      <AppRoot
        hydrating={serverRendered}
        queryClient={queryClient}
        i18n={i18n}
        router={<RouterProvider router={router} />}
      />
    ),
    { hydrate: serverRendered },
  );
  // The offline worker and the fallback for a stylesheet that never arrived can wait until the page is up.
  whenIdle().then(() => {
    registerServiceWorker();
    checkStylesAtStartup();
  });
}

/** Starts the app in the page's root element; without one the page cannot show the app (spec, section 8). */
export function startTheApp(): void {
  const rootElement = document.getElementById('root');
  if (rootElement) boot(rootElement).catch((error: unknown) => showFatalStartupPage(rootElement, error));
}
