import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderedPage, RenderPage } from '../domain/contracts/page-rendering.ts';
import { createAppQueryClient } from './app/app-query-client.ts';
import { AppRoot } from './app/app-root.tsx';
import { createRoutes } from './app/router.tsx';
import { serverStateScript } from './app/server-state.ts';
import { setApiTransport } from './lib/api-client.ts';
import { createI18n, loadMessages } from './lib/i18n/i18n.ts';
import { setServerOrigin } from './lib/page-origin.ts';
import { userQueryOptions } from './lib/session/get-user.ts';
import { setRenderedAt } from './lib/use-now.ts';

/**
 * Renders a buyer page on the server (docs/decisions/018-server-rendered-buyer-pages.md): the page's loaders fill a
 * fresh query cache through `callApi` — the server answering itself, with the visitor's cookie — then the same
 * components the browser runs render to HTML, and the answers go along for the browser to start from.
 */

/** The visitor a render is for: their calls go to their own transport, their links use their origin. */
const currentVisit = new AsyncLocalStorage<{
  url: URL;
  callApi: typeof fetch;
  renderedAt: number;
  queryClient: QueryClient;
}>();

function visit() {
  const current = currentVisit.getStore();
  if (!current) throw new Error('used outside a server render');
  return current;
}

setApiTransport((input, init) => visit().callApi(input, init));
setServerOrigin(() => visit().url.origin);
setRenderedAt(() => visit().renderedAt);

/**
 * The query cache of the render in progress. The routes and their handler are made once for the process
 * (docs/decisions/107-rendering-cheap-and-leaving-nothing.md): making them for every render (flattening and
 * ranking the whole route table) was 180 KB of garbage a render, 6% of all it allocates. Their loaders reach the
 * visit's own cache through this stand-in, so no render sees another's answers.
 */
const visitQueryClient = new Proxy({} as QueryClient, {
  get(_target, property) {
    const client = visit().queryClient;
    const value = Reflect.get(client, property, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

const handler = createStaticHandler(createRoutes(visitQueryClient));

/** A render that has not finished by then is given up: the server sends the page unrendered. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The whole page as HTML once everything in it is ready, lazily loaded parts included (the listing's reviews):
 * the page is small, and one finished document is what crawlers and link previews read.
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let deadline: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    deadline = setTimeout(
      () => reject(new Error(`the page took more than ${RENDER_TIMEOUT_MS} ms to render`)),
      RENDER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([renderToStringAsync(element as VNode), late]);
  } finally {
    // Cleared as soon as the page is done: a pending timer would keep the whole render in memory for its 5 s.
    clearTimeout(deadline);
  }
}

/**
 * Renders the page at `url` for one visitor. `signedIn` is false when the request carries no session at all: a
 * guest is known without asking.
 */
export const renderPage: RenderPage = (url, callApi, { signedIn, language }) => {
  const renderedAt = Date.now();
  const queryClient = createAppQueryClient();
  return currentVisit.run({ url, callApi, renderedAt, queryClient }, async (): Promise<RenderedPage> => {
    try {
      // Every page's header says who is signed in; the page's own loaders fetch the rest.
      if (!signedIn) queryClient.setQueryData(userQueryOptions.queryKey, null);
      const [context, messages] = await Promise.all([
        handler.query(new Request(url)),
        loadMessages(language),
        signedIn ? queryClient.prefetchQuery(userQueryOptions) : undefined,
      ]);
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = await renderToHtml(
        <AppRoot
          hydrating
          queryClient={queryClient}
          i18n={createI18n(language, messages)}
          // The router's state goes in the data block with the queries: its own inline script would break the CSP.
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />,
      );
      const state = serverStateScript({
        // Only answers that succeeded: a failed call is asked again by the browser, as the server's render (still
        // loading) expects.
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        renderedAt,
      });
      return { kind: 'page', status: context.statusCode, html, state };
    } finally {
      // On the server a query is never collected by itself (TanStack's gcTime is Infinity there): the answers go
      // when the render ends, however it ends, not when the last reference to the cache happens to.
      queryClient.clear();
    }
  });
};
