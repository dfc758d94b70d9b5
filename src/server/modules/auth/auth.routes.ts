import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteAccountSchema,
  LoginSchema,
  OtherSessionsSchema,
  SignedOutOthersSchema,
  UpdateProfileSchema,
  UserLanguageSchema,
  UserSchema,
} from '../../../domain/contracts/auth.ts';
import { errorResponses, MessageSchema } from '../../../domain/contracts/common.ts';
import { ChangePasswordBodySchema, RegisterBodySchema } from '../../../domain/contracts/new-passwords.ts';
import { currentUser, requireUser, signIn, signOut } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import { pageLanguageOf } from '../../lib/page-language.ts';
import { deleteAccount } from './account-deletion.ts';
import {
  authenticate,
  changePassword,
  registerUser,
  setUserLanguage,
  updateProfile,
} from './auth.service.ts';
import { countOtherSessions, deleteOtherSessions } from './session-store.ts';
import { SESSION_COOKIE } from './sessions.ts';
import type { SignInLimit } from './sign-in-failures.ts';

/**
 * GET /api/user, POST /api/register, /api/login, /api/logout (spec, section 7); and the signed-in user's own
 * account: PUT /api/user (the profile), PUT /api/user/language, PUT /api/user/password, GET /api/user/sessions, DELETE /api/user/sessions/others,
 * DELETE /api/user.
 */
export const authRoutes: FastifyPluginAsyncZod<{ authRateLimit: number; signInLimit: SignInLimit }> = async (
  app,
  options,
) => {
  // Per IP, so password guessing and sign-up floods are slowed down without affecting other students; guesses at
  // one account from many addresses meet the per-account limit of `signInLimit` as well.
  const rateLimit = { max: options.authRateLimit, timeWindow: '1 minute' };
  const accountTags = ['account'];

  app.get(
    '/user',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: UserSchema, ...errorResponses(401) },
      },
    },
    async (request) => currentUser(request),
  );

  app.put(
    '/user',
    {
      onRequest: requireUser,
      schema: {
        tags: accountTags,
        summary: 'Save the profile: full name, mobile number, institute and city (empty text clears one)',
        body: UpdateProfileSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, app.events, currentUser(request).id, request.body);
      request.user = user;
      return user;
    },
  );

  app.put(
    '/user/language',
    {
      onRequest: requireUser,
      schema: {
        tags: accountTags,
        summary: 'Remember the language the user reads the app in: their e-mail is written in it',
        body: UserLanguageSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await setUserLanguage(app.db, currentUser(request).id, request.body.language);
      request.user = user;
      return user;
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterBodySchema,
        response: { 201: UserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      // The language the visitor reads the site in (their `lang` cookie, else Accept-Language) is their e-mails'.
      const user = await registerUser(app.db, app.events, {
        ...request.body,
        language: pageLanguageOf(request),
      });
      await signIn(request, user);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with the username or the e-mail address; failed sign-ins are limited per account as well as per address',
        body: LoginSchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await authenticate(app.db, app.events, options.signInLimit, request.body);
      await signIn(request, user);
      return user;
    },
  );

  app.put(
    '/user/password',
    {
      onRequest: requireUser,
      // Checking the current password can be used to guess it (with a borrowed session): limited like
      // signing in, per account, since only the account's own session can ask.
      config: { rateLimit: perUserRateLimit(options.authRateLimit) },
      schema: {
        tags: accountTags,
        summary: 'Change the password (the current one is required); signs out every other session',
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(app.db, {
        userId: user.id,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        keepSessionId: request.session.sessionId,
      });
      // This browser stays signed in, under a new session id: a copy of its old cookie is worth nothing.
      await signIn(request, user);
      return { message: 'Password changed' };
    },
  );

  app.delete(
    '/user',
    {
      onRequest: requireUser,
      // The password is checked, so it is limited like changing it: per account.
      config: { rateLimit: perUserRateLimit(options.authRateLimit) },
      schema: {
        tags: accountTags,
        summary:
          'Delete the account (the password is required): listings withdrawn, personal details erased, ' +
          'orders and the payout ledger kept without them; signs out everywhere',
        body: DeleteAccountSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, app.events, {
        userId: currentUser(request).id,
        password: request.body.password,
      });
      await signOut(request);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Your account has been deleted' };
    },
  );

  app.get(
    '/user/sessions',
    {
      onRequest: requireUser,
      schema: {
        tags: accountTags,
        summary: 'How many other browsers and devices are signed in to this account',
        response: { 200: OtherSessionsSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      otherSessions: await countOtherSessions(app.db, currentUser(request).id, request.session.sessionId),
    }),
  );

  app.delete(
    '/user/sessions/others',
    {
      onRequest: requireUser,
      schema: {
        tags: accountTags,
        summary: 'Sign out of every other browser and device; this one stays signed in',
        response: { 200: SignedOutOthersSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const signedOut = await deleteOtherSessions(app.db, currentUser(request).id, request.session.sessionId);
      return {
        message: `Signed out of ${signedOut} other ${signedOut === 1 ? 'device' : 'devices'}`,
        signedOut,
      };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Sign out', response: { 200: MessageSchema } } },
    async (request) => {
      await signOut(request);
      return { message: 'Logged out' };
    },
  );
};
