import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, OrderIdParamsSchema } from '../../../domain/contracts/common.ts';
import {
  DeclineSaleSchema,
  HandOverSchema,
  type SaleDetail,
  SaleDetailSchema,
  SaleQuerySchema,
  SaleSchema,
  SalesQuerySchema,
} from '../../../domain/contracts/sales.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import { declinePart } from './decline.service.ts';
import { handOverPart } from './handover.service.ts';
import { getSale, listSales } from './sales.queries.ts';
import type { UnreadMessages } from './unread-messages.ts';

/** A sale with the unread messages of its conversation, counted by the messages module. */
async function saleDetail(
  app: FastifyInstance,
  unreadMessages: UnreadMessages,
  query: Parameters<typeof getSale>[1],
): Promise<SaleDetail> {
  const sale = await getSale(app.db, query);
  const unread = await unreadMessages.forSeller(app.db, {
    sellerId: sale.sellerId,
    orderIds: [sale.orderId],
  });
  return { ...sale, unreadMessages: unread.get(sale.orderId) ?? 0 };
}

/**
 * The signed-in seller's sales: their part of each order, the hand-over code they enter when the buyer shows
 * it, and declining a part they cannot hand over (docs/decisions/030, 031).
 */
export const salesRoutes: FastifyPluginAsyncZod<{ unreadMessages: UnreadMessages }> = async (
  app,
  { unreadMessages },
) => {
  const { events } = app;
  app.addHook('onRequest', requireUser);
  // Wrong codes lock the part after five; this only stops a script hammering the route.
  const handOverRateLimit = perUserRateLimit(30, '1 minute');
  const declineRateLimit = perUserRateLimit(
    app.config.orderRateLimit,
    '1 hour',
    'You have declined too many sales in the last hour.',
  );

  app.get(
    '/sales',
    {
      schema: {
        tags: ['sales'],
        summary: "The signed-in seller's sales, newest first; the total is in X-Total-Count",
        querystring: SalesQuerySchema,
        response: { 200: z.array(SaleSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const sellerId = currentUser(request).id;
      const { items, total } = await listSales(app.db, { sellerId, ...request.query });
      const unread = await unreadMessages.forSeller(app.db, {
        sellerId,
        orderIds: items.map((sale) => sale.orderId),
      });
      return reply
        .header('x-total-count', String(total))
        .send(items.map((sale) => ({ ...sale, unreadMessages: unread.get(sale.orderId) ?? 0 })));
    },
  );

  app.get(
    '/sales/:orderId',
    {
      schema: {
        tags: ['sales'],
        summary: "One sale with the order's history: for a seller in the order, or an admin",
        params: OrderIdParamsSchema,
        querystring: SaleQuerySchema,
        response: { 200: SaleDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const sale = await saleDetail(app, unreadMessages, {
        orderId: request.params.orderId,
        viewer: currentUser(request),
        sellerId: request.query.sellerId,
      });
      return reply.send(sale);
    },
  );

  app.post(
    '/sales/:orderId/handover',
    {
      config: { rateLimit: handOverRateLimit },
      schema: {
        tags: ['sales'],
        summary: "Enter the buyer's hand-over code: the seller's part is handed over",
        params: OrderIdParamsSchema,
        body: HandOverSchema,
        response: { 200: SaleDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const seller = currentUser(request);
      const { orderId } = request.params;
      await handOverPart(app.db, events, { orderId, sellerId: seller.id, code: request.body.code });
      return saleDetail(app, unreadMessages, { orderId, viewer: seller, sellerId: seller.id });
    },
  );

  app.post(
    '/sales/:orderId/decline',
    {
      config: { rateLimit: declineRateLimit },
      schema: {
        tags: ['sales'],
        summary: "Decline the seller's part before the hand-over: stock back, the buyer refunded",
        params: OrderIdParamsSchema,
        body: DeclineSaleSchema,
        response: { 200: SaleDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const seller = currentUser(request);
      const { orderId } = request.params;
      await declinePart(app.db, events, app.paymentGateway, {
        orderId,
        sellerId: seller.id,
        reason: request.body.reason,
      });
      return saleDetail(app, unreadMessages, { orderId, viewer: seller, sellerId: seller.id });
    },
  );
};
