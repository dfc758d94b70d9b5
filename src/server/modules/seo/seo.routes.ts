import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_RECORD_ID } from '../../../domain/contracts/common.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { boundedCache } from '../../lib/bounded-cache.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { countListedProducts, getProduct, listedProductStamps } from '../products/index.ts';
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
 * What crawlers read besides the pages (which the pages module renders): robots.txt, the sitemap, and the
 * social card image link previews show for a listing.
 */
export const seoRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  /** Where listing photos are read from for social cards. */
  store: FileStore;
}> = async (app, { publicUrl, store }) => {
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
      if (entries.length === 0) throw new AppError(404, 'common.not_found');
      return reply
        .type('application/xml')
        .header('cache-control', 'public, max-age=3600')
        .send(renderUrlSet(publicUrl, entries));
    },
  );

  // Cards change only when the listing's title, price or photo does: keep recent ones in memory (~40 KB a JPEG).
  const socialCards = boundedCache<string, Buffer>({
    name: 'social cards',
    maxBytes: 8 * 1024 * 1024,
    bytesOf: (card) => card.byteLength,
  });
  app.get(
    '/og/product/:file',
    { schema: { ...hideFromDocs, params: z.object({ file: z.string().regex(/^[1-9]\d*\.jpg$/) }) } },
    async (request, reply) => {
      const productId = Number.parseInt(request.params.file, 10);
      if (productId > MAX_RECORD_ID) throw notFound();
      const product = await getProduct(app.readDb(request), productId);
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
};
