import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, OrderIdParamsSchema } from '../../../domain/contracts/common.ts';
import {
  OrderConversationsSchema,
  OrderMessageSchema,
  PostOrderMessageSchema,
} from '../../../domain/contracts/messages.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { messageRateLimit as limitMessages } from './message-rate-limit.ts';
import { postMessage, readConversations } from './messages.service.ts';

/** The conversations between an order's buyer and its sellers (docs/decisions/032-order-conversations.md). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const messageRateLimit = limitMessages();

  app.get(
    '/orders/:orderId/messages',
    {
      schema: {
        tags: ['messages'],
        summary:
          "The order's conversations the caller is part of (admins: all); marks the caller's unread read",
        params: OrderIdParamsSchema,
        response: { 200: OrderConversationsSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const conversations = await readConversations(app.db, {
        orderId: request.params.orderId,
        viewer: currentUser(request),
      });
      return reply.send(conversations);
    },
  );

  app.post(
    '/orders/:orderId/messages',
    {
      config: { rateLimit: messageRateLimit },
      schema: {
        tags: ['messages'],
        summary: 'Write to the other party of the order (the buyer names the seller when there are several)',
        params: OrderIdParamsSchema,
        body: PostOrderMessageSchema,
        response: { 201: OrderMessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const message = await postMessage(app.db, app.events, {
        orderId: request.params.orderId,
        author: currentUser(request),
        text: request.body.text,
        sellerId: request.body.sellerId,
      });
      return reply.code(201).send(message);
    },
  );
};
