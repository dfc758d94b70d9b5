import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, MessageSchema } from '../../../domain/contracts/common.ts';
import {
  DeletePushSubscriptionSchema,
  PushKeySchema,
  PushSubscriptionSchema,
} from '../../../domain/contracts/push.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { notFound } from '../../lib/app-error.ts';
import { deleteSubscription, saveSubscription } from './push.service.ts';
import type { EndpointRules } from './push-endpoint.ts';

/**
 * Turning push notifications on and off for one browser (docs/decisions/086-web-push.md). `push` is undefined
 * when the server sends none (PUSH=off): the key says so, and subscriptions are refused.
 */
export const pushRoutes: FastifyPluginAsyncZod<{
  push: { publicKey: string; rules: EndpointRules } | undefined;
}> = async (app, { push }) => {
  const tags = ['push'];
  const enabled = () => {
    if (!push) throw notFound('push.disabled');
    return push;
  };

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary:
          'Whether this server sends push notifications, and the public VAPID key a browser subscribes with',
        response: { 200: PushKeySchema },
      },
    },
    async () => (push ? { enabled: true, publicKey: push.publicKey } : { enabled: false }),
  );

  app.put(
    '/push/subscription',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Turn push notifications on in this browser: its PushSubscription (toJSON()). A browser another account had becomes this one's; past 10 browsers the longest unused is dropped",
        body: PushSubscriptionSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { rules } = enabled();
      await saveSubscription(app.db, rules, { userId: currentUser(request).id, subscription: request.body });
      return { message: 'Push notifications are on in this browser' };
    },
  );

  app.delete(
    '/push/subscription',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Turn push notifications off in one of the signed-in student's browsers, named by its endpoint",
        body: DeletePushSubscriptionSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      enabled();
      await deleteSubscription(app.db, { userId: currentUser(request).id, endpoint: request.body.endpoint });
      return { message: 'Push notifications are off in this browser' };
    },
  );
};
