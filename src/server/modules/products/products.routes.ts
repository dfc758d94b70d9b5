import fastifyEtag from '@fastify/etag';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ProductParamsSchema } from '../../../domain/contracts/common.ts';
import {
  ProductDetailSchema,
  ProductFacetsQuerySchema,
  ProductFacetsSchema,
  ProductListItemSchema,
  ProductQuerySchema,
} from '../../../domain/contracts/products.ts';
import type { Database } from '../../db/client.ts';
import { sendSerialized, serializedOnce } from '../../http/serialized-once.ts';
import { blockedIdsOf } from '../blocks/index.ts';
import { getProductForBuyers, listFacets, listProducts, type Viewer } from './products.service.ts';
import type { SellerTrustOf } from './seller-trust.ts';

/** What changes what a browser sees: a signed-in student does not see the listings of sellers they blocked. */
async function viewerOf(db: Database, request: FastifyRequest): Promise<Viewer | undefined> {
  if (!request.user) return undefined;
  return { blockedSellers: await blockedIdsOf(db, request.user.id) };
}

const ResultPageSchema = z.array(ProductListItemSchema);
/** A kept page of results is the same object for every request in its ten seconds: its JSON is written once. */
const resultPageBody = serializedOnce(ResultPageSchema);

/** The public catalogue: browse and search, and one listing with what buyers know of its seller. */
export const productRoutes: FastifyPluginAsyncZod<{ sellerTrust: SellerTrustOf }> = async (
  app,
  { sellerTrust },
) => {
  // The browse page polls every 30 seconds; an unchanged page answers 304 with no body.
  await app.register(fastifyEtag, { weak: true });

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One page of listed products; the total is in X-Total-Count',
        querystring: ProductQuerySchema,
        response: { 200: ResultPageSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const db = app.readDb(request);
      const { items, total } = await listProducts(db, request.query, await viewerOf(db, request));
      reply.header('x-total-count', String(total)).header('cache-control', 'no-cache');
      return sendSerialized(reply, resultPageBody(items));
    },
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Counts by category, condition, pickup city and institution for the same filters as /products; each facet leaves out its own filter',
        querystring: ProductFacetsQuerySchema,
        response: { 200: ProductFacetsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const db = app.readDb(request);
      const facets = await listFacets(db, request.query, await viewerOf(db, request));
      return reply.header('cache-control', 'no-cache').send(facets);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One listing',
        params: ProductParamsSchema,
        response: { 200: ProductDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const view = { cashFeeDebtLimitPaise: app.config.cashFeeDebtLimitPaise, sellerTrust };
      return getProductForBuyers(app.readDb(request), request.params.id, view);
    },
  );
};
