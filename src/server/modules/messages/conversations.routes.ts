import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, MessageSchema, ProductIdParamsSchema } from '../../../domain/contracts/common.ts';
import {
  ConversationParamsSchema,
  InboxEntrySchema,
  InboxQuerySchema,
  ListingConversationQuerySchema,
  PostedMessageSchema,
  PostMessageSchema,
  ThreadSchema,
  UnreadTotalSchema,
} from '../../../domain/contracts/messages.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import {
  countUnreadMessages,
  getConversation,
  listInbox,
  markConversationRead,
  postInConversation,
} from './conversations.service.ts';
import { postListingMessage, readListingConversation } from './listing-conversations.service.ts';
import { messageRateLimit } from './message-rate-limit.ts';

/**
 * Asking the seller about a listing, and the inbox over every conversation
 * (docs/decisions/037-listing-conversations-and-inbox.md).
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/listings/:productId/messages',
    {
      config: { rateLimit: messageRateLimit() },
      schema: {
        tags: ['messages'],
        summary:
          'Ask the seller: write in the caller’s conversation about a listing for sale (made with the first message)',
        params: ProductIdParamsSchema,
        body: PostMessageSchema,
        response: { 201: PostedMessageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const message = await postListingMessage(app.db, app.events, {
        productId: request.params.productId,
        author: currentUser(request),
        text: request.body.text,
      });
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/listings/:productId/messages',
    {
      schema: {
        tags: ['messages'],
        summary:
          'The caller’s conversation about a listing (its seller passes buyerId); 404 until one exists; marks it read',
        params: ProductIdParamsSchema,
        querystring: ListingConversationQuerySchema,
        response: { 200: ThreadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      readListingConversation(app.db, {
        productId: request.params.productId,
        viewer: currentUser(request),
        buyerId: request.query.buyerId,
      }),
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['messages'],
        summary:
          'The inbox: the caller’s conversations about listings and orders, newest message first; total in X-Total-Count',
        querystring: InboxQuerySchema,
        response: { 200: z.array(InboxEntrySchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listInbox(app.db, {
        viewerId: currentUser(request).id,
        ...request.query,
      });
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/conversations/unread',
    {
      schema: {
        tags: ['messages'],
        summary: 'How many messages to the caller are unread, over every conversation (the header’s badge)',
        response: { 200: UnreadTotalSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ unread: await countUnreadMessages(app.db, currentUser(request).id) }),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'One conversation with its messages, for its buyer and seller only; marks it read',
        params: ConversationParamsSchema,
        response: { 200: ThreadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getConversation(app.db, { id: request.params.id, viewer: currentUser(request) }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { rateLimit: messageRateLimit() },
      schema: {
        tags: ['messages'],
        summary: 'Write in one of the caller’s conversations (an order’s keeps the order’s rules)',
        params: ConversationParamsSchema,
        body: PostMessageSchema,
        response: {
          201: PostedMessageSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const message = await postInConversation(app.db, app.events, {
        id: request.params.id,
        author: currentUser(request),
        text: request.body.text,
      });
      return reply.code(201).send(message);
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark every message to the caller in one of their conversations read',
        params: ConversationParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await markConversationRead(app.db, { id: request.params.id, viewer: currentUser(request) });
      return { message: 'Marked as read' };
    },
  );
};
