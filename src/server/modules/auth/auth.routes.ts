import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginSchema, MessageSchema, RegisterSchema, UserSchema } from '../../../domain/contracts/auth.ts';
import { currentUser, requireUser, signIn, signOut } from '../../http/auth.ts';
import { authenticate, registerUser } from './auth.service.ts';

/** GET /api/user, POST /api/register, /api/login, /api/logout (spec, section 7). */
export const authRoutes: FastifyPluginAsyncZod<{ authRateLimit: number }> = async (app, options) => {
  // Per IP, so password guessing and sign-up floods are slowed down without affecting other students.
  const rateLimit = { max: options.authRateLimit, timeWindow: '1 minute' };
  const errors = { 400: MessageSchema, 401: MessageSchema, 429: MessageSchema };

  app.get(
    '/user',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: UserSchema, 401: MessageSchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterSchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await registerUser(app.db, app.events, request.body);
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
        summary: 'Sign in',
        body: LoginSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const user = await authenticate(app.db, app.events, request.body.username, request.body.password);
      await signIn(request, user);
      return user;
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
