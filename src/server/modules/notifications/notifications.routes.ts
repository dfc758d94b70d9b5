import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, IdParamsSchema, MessageSchema } from '../../../domain/contracts/common.ts';
import { NotificationSchema } from '../../../domain/contracts/notifications.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { listNotifications, listUnread, markAllRead, markRead } from './notifications.service.ts';

/** The signed-in user's notifications; polled every 30 s, so unchanged lists answer 304. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyEtag, { weak: true });
  app.addHook('onRequest', requireUser);
  // Kept by the browser, but asked again each time: the ETag makes an unchanged list a 304.
  const revalidated = { 'cache-control': 'private, no-cache' };

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Latest notifications, newest first',
        response: { 200: z.array(NotificationSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.headers(revalidated).send(await listNotifications(app.db, currentUser(request).id)),
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Unread notifications',
        response: { 200: z.array(NotificationSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.headers(revalidated).send(await listUnread(app.db, currentUser(request).id)),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await markRead(app.db, { userId: currentUser(request).id, id: request.params.id });
      return { message: 'Marked as read' };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await markAllRead(app.db, currentUser(request).id);
      return { message: 'All marked as read' };
    },
  );
};
