import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { MAX_RECORD_ID } from '../../../domain/contracts/ids.ts';
import { imageUrl } from '../../../domain/images.ts';
import { productPageMeta } from '../../../domain/seo.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { countListedProducts, getProduct, listedProductStamps } from '../products/index.ts';
import { ratingSummary } from '../reviews/index.ts';
import { withImagePreload, withPageMeta } from './head-tags.ts';
import {
  renderRobots,
  renderSitemapIndex,
  renderUrlSet,
  type SitemapEntry,
  STATIC_PAGES,
  URLS_PER_SITEMAP,
} from './sitemap.ts';
import { renderSocialCard } from './social-card.ts';

/**
 * What crawlers read: robots.txt, the sitemap, and listing pages whose HTML already carries the listing's
 * title, description, canonical link and JSON-LD (link previews on WhatsApp do not run JavaScript).
 */
export const seoRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  indexHtml: string | undefined;
  /** Where listing photos are read from for social cards. */
  store: FileStore;
}> = async (app, { publicUrl, indexHtml, store }) => {
  const hideFromDocs = { hide: true };

  app.get('/robots.txt', { schema: hideFromDocs }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobots(publicUrl)),
  );

  async function sitemapEntries(fileNumber: number): Promise<SitemapEntry[]> {
    const start = (fileNumber - 1) * URLS_PER_SITEMAP;
    const pages = fileNumber === 1 ? STATIC_PAGES.map((path) => ({ path })) : [];
    const products = await listedProductStamps(app.db, {
      offset: Math.max(0, start - STATIC_PAGES.length),
      limit: URLS_PER_SITEMAP - pages.length,
    });
    return [
      ...pages,
      ...products.map(({ id, updatedAt }) => ({ path: `/product/${id}`, lastModified: updatedAt })),
    ];
  }

  app.get('/sitemap.xml', { schema: hideFromDocs }, async (_request, reply) => {
    const urlCount = STATIC_PAGES.length + (await countListedProducts(app.db));
    const body =
      urlCount <= URLS_PER_SITEMAP
        ? renderUrlSet(publicUrl, await sitemapEntries(1))
        : renderSitemapIndex(publicUrl, Math.ceil(urlCount / URLS_PER_SITEMAP));
    return reply.type('application/xml').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get(
    '/sitemaps/:file',
    // Six digits are far more files than MAX_RECORD_ID listings need; a longer number would overflow the offset.
    { schema: { ...hideFromDocs, params: z.object({ file: z.string().regex(/^[1-9]\d{0,5}\.xml$/) }) } },
    async (request, reply) => {
      const entries = await sitemapEntries(Number.parseInt(request.params.file, 10));
      if (entries.length === 0) throw new AppError(404, 'Not found');
      return reply
        .type('application/xml')
        .header('cache-control', 'public, max-age=3600')
        .send(renderUrlSet(publicUrl, entries));
    },
  );

  // Cards change only when the listing's title, price or photo does: keep recent ones in memory.
  const socialCards = new LRUCache<string, Buffer>({ max: 200 });
  app.get(
    '/og/product/:file',
    { schema: { ...hideFromDocs, params: z.object({ file: z.string().regex(/^[1-9]\d*\.jpg$/) }) } },
    async (request, reply) => {
      const productId = Number.parseInt(request.params.file, 10);
      if (productId > MAX_RECORD_ID) throw notFound();
      const product = await getProduct(app.db, productId);
      const key = JSON.stringify([
        product.id,
        product.title,
        product.price,
        product.condition,
        product.images[0],
      ]);
      let card = socialCards.get(key);
      if (!card) {
        card = await renderSocialCard(product, store);
        socialCards.set(key, card);
      }
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(card);
    },
  );

  if (!indexHtml) return;
  app.get(
    '/product/:id',
    { schema: { ...hideFromDocs, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const id = Number(request.params.id);
      // A malformed id is a page that does not exist, not a bad API call.
      if (!Number.isInteger(id) || id <= 0 || id > MAX_RECORD_ID) return reply.code(404).send(indexHtml);
      try {
        const [product, rating] = await Promise.all([getProduct(app.db, id), ratingSummary(app.db, id)]);
        const html = withPageMeta(indexHtml, productPageMeta(product, rating, publicUrl), publicUrl);
        // The gallery's first photo is what a visitor waits for; the same address the gallery shows.
        const [firstPhoto] = product.images;
        return reply.send(firstPhoto ? withImagePreload(html, imageUrl(firstPhoto)) : html);
      } catch (error) {
        // A missing listing still gets the app, which shows "Product Not Found"; crawlers see the 404.
        if (error instanceof AppError && error.status === 404) return reply.code(404).send(indexHtml);
        throw error;
      }
    },
  );
};
