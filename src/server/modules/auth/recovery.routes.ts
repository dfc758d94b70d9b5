import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordSchema,
  VerifyEmailSchema,
} from '../../../domain/contracts/auth.ts';
import { errorResponses, MessageSchema } from '../../../domain/contracts/common.ts';
import { ResetPasswordBodySchema } from '../../../domain/contracts/new-passwords.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import { requestPasswordReset, resetPassword } from './recovery.service.ts';
import type { SignInLimit } from './sign-in-failures.ts';
import { requestEmailVerification, verifyEmail } from './verification.service.ts';

/** Verification links one account may ask for in an hour (each is an e-mail). */
const VERIFICATION_LINKS_PER_HOUR = 3;

/**
 * POST /api/password/forgot and /api/password/reset: a way back in without the password; POST
 * /api/user/verify-email and /api/email/verify: proving the account's address
 * (docs/decisions/028-password-reset-and-email-verification.md). The public ones are limited per address like
 * signing in; the number of links one account is sent is limited too.
 */
export const recoveryRoutes: FastifyPluginAsyncZod<{
  authRateLimit: number;
  signInLimit: SignInLimit;
}> = async (app, options) => {
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
        response: { 202: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // Looking the address up, and writing a link when an account uses it, waits until the answer has gone:
      // answered sooner for an unknown address, it would tell whether an account exists (decision 028).
      app.afterResponse.run(reply, () => requestPasswordReset(app.db, app.events, request.body.email));
      return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/password/reset',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Choose a new password with the e-mailed link; ends every session of the account and lifts its sign-in limit',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPassword(app.db, app.events, options.signInLimit.counter, request.body);
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  );

  app.post(
    '/user/verify-email',
    {
      onRequest: requireUser,
      config: {
        rateLimit: perUserRateLimit(
          VERIFICATION_LINKS_PER_HOUR,
          '1 hour',
          'You have asked for several links already; please check your inbox and spam folder.',
        ),
      },
      schema: {
        tags,
        summary: "E-mail another link to verify the signed-in user's address",
        response: { 202: MessageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const email = await requestEmailVerification(app.db, app.events, currentUser(request).id);
      return reply.code(202).send({ message: `We have sent a new link to ${email}. It works for 7 days.` });
    },
  );

  app.post(
    '/email/verify',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Verify an address with the e-mailed link (signed in or not)',
        body: VerifyEmailSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await verifyEmail(app.db, app.events, request.body.token);
      return { message: 'Your e-mail address is verified. Thank you!' };
    },
  );
};
