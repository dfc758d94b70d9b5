import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordSchema,
  MessageSchema,
  ResetPasswordSchema,
} from '../../../domain/contracts/auth.ts';
import { requestPasswordReset, resetPassword } from './recovery.service.ts';

/**
 * POST /api/password/forgot and /api/password/reset: a way back in without the password
 * (docs/decisions/028-password-reset-and-email-verification.md). Both are limited per address like signing in;
 * the number of links one account is sent is limited too (recovery.service.ts).
 */
export const recoveryRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (app, options) => {
  const rateLimit = { max: options.authRateLimit, timeWindow: '1 minute' };
  const tags = ['account'];

  app.post(
    '/password/forgot',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'E-mail a link to choose a new password; the same answer whether or not an account uses the address',
        body: ForgotPasswordSchema,
        response: { 202: MessageSchema, 400: MessageSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, app.events, request.body.email);
      return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/password/reset',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Choose a new password with the e-mailed link; ends every session of the account',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, 400: MessageSchema, 429: MessageSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  );
};
