import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, MessageSchema } from '../../../domain/contracts/common.ts';
import {
  MailPreferencesSchema,
  OPTIONAL_MAIL_LABELS,
  UnsubscribeQuerySchema,
  UpdateMailPreferenceSchema,
} from '../../../domain/contracts/mail.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { listMailPreferences, readUnsubscribeToken, setMailPreference } from './preferences.ts';

/**
 * The signed-in user's e-mail settings, and the one-click unsubscribe link optional e-mails carry
 * (docs/decisions/027-email-outbox.md).
 */
export const mailRoutes: FastifyPluginAsyncZod<{ unsubscribeKey: Buffer; authRateLimit: number }> = async (
  app,
  options,
) => {
  const tags = ['account'];

  app.get(
    '/user/mail-preferences',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Which optional e-mails the signed-in user gets',
        response: { 200: MailPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => listMailPreferences(app.db, currentUser(request).id),
  );

  app.put(
    '/user/mail-preferences',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Turn one optional e-mail on or off',
        body: UpdateMailPreferenceSchema,
        response: { 200: MailPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await setMailPreference(app.db, userId, request.body.kind, request.body.enabled);
      return listMailPreferences(app.db, userId);
    },
  );

  // Mail programs post "List-Unsubscribe=One-Click" as a form (RFC 8058); the token is in the address, so the
  // body is read and ignored. Only in this plugin: no other route takes forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    '/mail/unsubscribe',
    {
      config: { rateLimit: { max: options.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Turn an optional e-mail off with the signed link it carried (one click, no sign-in)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { userId, kind } = readUnsubscribeToken(options.unsubscribeKey, request.query.token);
      await setMailPreference(app.db, userId, kind, false);
      return {
        message: `You will no longer get e-mails about ${OPTIONAL_MAIL_LABELS[kind].label.toLowerCase()}. You can turn them back on in Settings.`,
      };
    },
  );
};
