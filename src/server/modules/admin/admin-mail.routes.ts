import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, IdParamsSchema, MessageSchema } from '../../../domain/contracts/common.ts';
import { FailingMailSchema } from '../../../domain/contracts/mail.ts';
import { currentUser } from '../../http/auth.ts';
import { listFailingMail } from '../mail/index.ts';
import { retryMail } from './admin.service.ts';

/**
 * Mail that does not get through (docs/decisions/027-email-outbox.md). Registered inside the admin routes, whose
 * hooks (admins only, never cached) it shares.
 */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/admin/mail/failed',
    {
      schema: {
        tags,
        summary:
          'E-mails given up after the last attempt or still failing after several, newest first; recipients masked',
        response: { 200: z.array(FailingMailSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async () => listFailingMail(app.db),
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      schema: {
        tags,
        summary:
          'Put a failed or failing e-mail back in the queue, due now with a fresh series of attempts (audited)',
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await retryMail(app.db, currentUser(request).id, request.params.id);
      return { message: 'The e-mail will be sent again in a moment' };
    },
  );
};
