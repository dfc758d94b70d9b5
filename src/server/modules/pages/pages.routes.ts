import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { MAX_RECORD_ID } from '../../../domain/contracts/ids.ts';
import type { RenderPage } from '../../../domain/contracts/page-rendering.ts';
import { productPageMeta } from '../../../domain/seo.ts';
import { AppError } from '../../lib/app-error.ts';
import { SESSION_COOKIE } from '../auth/index.ts';
import { getProduct, onCatalogueChange } from '../products/index.ts';
import { ratingSummary } from '../reviews/index.ts';
import { withImagePreload, withPageMeta } from './head-tags.ts';
import { apiCallsOf, withRenderedPage } from './page-renderer.ts';

/**
 * The pages buyers land on from search engines and shared links — `/`, `/browse` and `/product/{id}` — arrive
 * rendered, with their data (docs/decisions/018-server-rendered-buyer-pages.md); a listing's page also carries its
 * own head tags and JSON-LD for crawlers and link previews. Every other page is the app's index.html, which the
 * browser renders (the not-found handler in http/web-app.ts).
 */

/**
 * How long a page rendered for a guest is served again to other guests: the catalogue's own changes clear it at
 * once, and a price or a rating changed elsewhere shows within this time.
 */
const GUEST_PAGE_TTL_MS = 10_000;

/** Whether the request carries a cookie of that name (the cookie plugin is registered for the API only). */
function hasCookie(request: FastifyRequest, name: string): boolean {
  return fastifyCookie.parse(request.headers.cookie ?? '')[name] !== undefined;
}

export const pageRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  indexHtml: string | undefined;
  renderPage: RenderPage | undefined;
}> = async (app, { publicUrl, indexHtml, renderPage }) => {
  if (!indexHtml) return;
  const hideFromDocs = { hide: true };

  // Guests all see the same page for an address; a signed-in visitor's page (their name, their cart) is theirs.
  const guestPages = new LRUCache<string, string>({ max: 500, ttl: GUEST_PAGE_TTL_MS });
  onCatalogueChange(app.db, () => guestPages.clear());

  async function rendered(request: FastifyRequest, shell: string): Promise<string> {
    if (!renderPage) return shell;
    const isGuest = !hasCookie(request, SESSION_COOKIE);
    const cached = isGuest ? guestPages.get(request.url) : undefined;
    if (cached) return cached;
    try {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const page = await renderPage(url, apiCallsOf(app, request), { signedIn: !isGuest });
      if (page.kind === 'redirect') return shell;
      const html = withRenderedPage(shell, page);
      if (isGuest) guestPages.set(request.url, html);
      return html;
    } catch (error) {
      // The browser can still render the page itself: a rendering fault costs speed, never the page.
      request.log.error({ err: error }, 'server rendering failed; sending the page unrendered');
      return shell;
    }
  }

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  app.get('/', { schema: hideFromDocs }, async (request, reply) =>
    sendPage(reply, await rendered(request, indexHtml)),
  );

  app.get('/browse', { schema: hideFromDocs }, async (request, reply) =>
    sendPage(reply, await rendered(request, indexHtml)),
  );

  app.get(
    '/product/:id',
    { schema: { ...hideFromDocs, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const id = Number(request.params.id);
      // A malformed id is a page that does not exist, not a bad API call.
      if (!Number.isInteger(id) || id <= 0 || id > MAX_RECORD_ID) {
        return sendPage(reply, await rendered(request, indexHtml), 404);
      }
      try {
        const [product, rating] = await Promise.all([getProduct(app.db, id), ratingSummary(app.db, id)]);
        const withMeta = withPageMeta(indexHtml, productPageMeta(product, rating, publicUrl), publicUrl);
        // The gallery's first photo is what a visitor waits for; the same address the gallery shows.
        const [firstPhoto] = product.images;
        const shell = firstPhoto ? withImagePreload(withMeta, firstPhoto) : withMeta;
        return sendPage(reply, await rendered(request, shell));
      } catch (error) {
        // A missing listing still gets the app, which shows "Product Not Found"; crawlers see the 404.
        if (error instanceof AppError && error.status === 404) {
          return sendPage(reply, await rendered(request, indexHtml), 404);
        }
        throw error;
      }
    },
  );
};
