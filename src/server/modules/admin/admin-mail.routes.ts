import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '../../../domain/contracts/auth.ts';
import { IdParamsSchema } from '../../../domain/contracts/cart.ts';
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
  const errors = { 400: MessageSchema, 401: MessageSchema, 403: MessageSchema };

  app.get(
    '/admin/mail/failed',
    {
      schema: {
        tags,
        summary:
          'E-mails given up after the last attempt or still failing after several, newest first; recipients masked',
        response: { 200: z.array(FailingMailSchema), ...errors },
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
        response: { 200: MessageSchema, ...errors, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => {
      await retryMail(app.db, currentUser(request).id, request.params.id);
      return { message: 'The e-mail will be sent again in a moment' };
    },
  );
};
