import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_RECORD_ID } from '../../../domain/contracts/common.ts';
import type { RenderPage } from '../../../domain/contracts/page-rendering.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { Language } from '../../../domain/languages.ts';
import { productPageMeta, profilePageMeta } from '../../../domain/seo.ts';
import { PRIVATE_ANSWER } from '../../http/private-answers.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageLanguageOf, withHtmlLang } from '../../lib/page-language.ts';
import { findPublicAccount, SESSION_COOKIE } from '../auth/index.ts';
import { getProduct, onCatalogueChange } from '../products/index.ts';
import { ratingSummary } from '../reviews/index.ts';
import { GuestPages } from './guest-pages.ts';
import { withImagePreload, withPageMeta } from './head-tags.ts';
import { type InlineStylesheet, withInlineStylesheet } from './inline-stylesheet.ts';
import { type PageChunks, type RenderedPageName, withPageChunks } from './page-chunks.ts';
import { apiCallsOf, withRenderedPage } from './page-renderer.ts';
import { withAppScriptsAtLowPriority } from './script-priority.ts';

/**
 * The pages buyers land on from search engines and shared links — `/`, `/browse`, `/product/{id}` and a
 * student's profile `/u/{username}` (docs/decisions/082-ratings-from-real-deals.md) — arrive
 * rendered, with their data (docs/decisions/018-server-rendered-buyer-pages.md); a listing's page also carries its
 * own head tags and JSON-LD for crawlers and link previews, in the page's language. Every other page is the app's index.html, which the
 * browser renders (the not-found handler in http/web-app.ts).
 */

/** Whether the request carries a cookie of that name (the cookie plugin is registered for the API only). */
function hasCookie(request: FastifyRequest, name: string): boolean {
  return fastifyCookie.parse(request.headers.cookie ?? '')[name] !== undefined;
}

export const pageRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  indexHtml: string | undefined;
  renderPage: RenderPage | undefined;
  /** Written into rendered pages in place of index.html's stylesheet link (docs/decisions/102). */
  stylesheet?: InlineStylesheet | undefined;
  /** Listed in rendered pages for the first script to ask for a few at a time (docs/decisions/113). */
  pageChunks?: PageChunks | undefined;
}> = async (app, { publicUrl, indexHtml, renderPage, stylesheet, pageChunks }) => {
  if (!indexHtml) return;
  const hideFromDocs = { hide: true };

  // Guests all see the same page for an address; a signed-in visitor's page (their name, their cart) is theirs.
  const guestPages = new GuestPages();
  onCatalogueChange(app.db, () => guestPages.clear());

  /** The page `name` as this visitor sees it: the app's shell with the page rendered into it, when it can be. */
  async function rendered(
    request: FastifyRequest,
    shell: string,
    visitor: { signedIn: boolean; language: Language },
    name: RenderedPageName,
  ): Promise<string> {
    if (!renderPage) return shell;
    try {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const page = await renderPage(url, apiCallsOf(app, request), visitor);
      if (page.kind === 'redirect') return shell;
      // The head is finished before the page goes in: a change made after would be a pass over the whole page (a
      // regex over a listing's page was ~2 ms of a ~17 ms render).
      const head = withAppScriptsAtLowPriority(withPageChunks(shell, pageChunks?.[name]));
      return withRenderedPage(withInlineStylesheet(head, stylesheet), page);
    } catch (error) {
      // The browser can still render the page itself: a rendering fault costs speed, never the page.
      request.log.error({ err: error }, 'server rendering failed; sending the page unrendered');
      return shell;
    }
  }

  /**
   * Sends the page at the request's address: a guest gets the one kept for every guest when there is one (rendered
   * again in the background once it is no longer fresh); else `page` gives the status and the shell (with its head
   * tags) and the page is rendered into it.
   */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    name: RenderedPageName,
    page: (language: Language) => Promise<{ status: number; shell: string }>,
  ) {
    const isGuest = !hasCookie(request, SESSION_COOKIE);
    const language = pageLanguageOf(request);
    // The same address is a different page in each language: the language varies it, as cookie and header.
    reply.header('vary', 'cookie, accept-language');
    const renderPageNow = async () => {
      const { status, shell } = await page(language);
      const visitor = { signedIn: !isGuest, language };
      const html = await rendered(request, withHtmlLang(shell, language), visitor, name);
      return { status, html };
    };
    if (!isGuest || !renderPage) {
      const { status, html } = await renderPageNow();
      // A signed-in visitor's page carries their name, e-mail and phone in its data.
      const cacheControl = isGuest ? 'no-cache' : PRIVATE_ANSWER;
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(html);
    }
    const kept = guestPages.find(request.url, language);
    if (kept) {
      if (!kept.fresh) {
        // Its successor is rendered after this reply, by one request only (docs/decisions/104).
        guestPages.renew(request.url, language, renderPageNow, (error) =>
          request.log.error(
            { err: error },
            'rendering a guest page again failed; the kept one is sent meanwhile',
          ),
        );
      }
      return guestPages.send(request, reply, kept.page);
    }
    const { status, html } = await guestPages.render(request.url, language, renderPageNow);
    // Sent as kept when it was: one gzip per page, not a second one by the compression plugin (docs/decisions/107).
    const keptNow = guestPages.find(request.url, language);
    if (keptNow) return guestPages.send(request, reply, keptNow.page);
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  const appShell = async () => ({ status: 200, shell: indexHtml });
  const notFoundShell = async () => ({ status: 404, shell: indexHtml });

  app.get('/', { schema: hideFromDocs }, (request, reply) => sendPage(request, reply, 'home', appShell));

  app.get('/browse', { schema: hideFromDocs }, (request, reply) =>
    sendPage(request, reply, 'browse', appShell),
  );

  app.get(
    '/product/:id',
    { schema: { ...hideFromDocs, params: z.object({ id: z.string() }) } },
    (request, reply) => {
      const id = Number(request.params.id);
      // A malformed id is a page that does not exist, not a bad API call.
      if (!Number.isInteger(id) || id <= 0 || id > MAX_RECORD_ID)
        return sendPage(request, reply, 'product', notFoundShell);
      return sendPage(request, reply, 'product', async (language) => {
        try {
          const catalogue = app.readDb(request);
          const [product, rating] = await Promise.all([
            getProduct(catalogue, id),
            ratingSummary(catalogue, id),
          ]);
          const meta = productPageMeta(product, rating, publicUrl, language);
          const withMeta = withPageMeta(indexHtml, meta, publicUrl);
          // The gallery's first photo is what a visitor waits for; the same address the gallery shows.
          const [firstPhoto] = product.images;
          return { status: 200, shell: firstPhoto ? withImagePreload(withMeta, firstPhoto) : withMeta };
        } catch (error) {
          // A missing listing still gets the app, which shows "Product Not Found"; crawlers see the 404.
          if (error instanceof AppError && error.status === 404) return notFoundShell();
          throw error;
        }
      });
    },
  );

  app.get(
    '/u/:username',
    { schema: { ...hideFromDocs, params: z.object({ username: z.string() }) } },
    (request, reply) =>
      sendPage(request, reply, 'profile', async (language) => {
        // An account that is gone (or hidden) has no profile: the app shows "User not found", crawlers the 404.
        const account = await findPublicAccount(app.readDb(request), { username: request.params.username });
        if (!account) return notFoundShell();
        const meta = profilePageMeta({ ...account, displayName: displayName(account) }, language);
        return { status: 200, shell: withPageMeta(indexHtml, meta, publicUrl) };
      }),
  );
};
