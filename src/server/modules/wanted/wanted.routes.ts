import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, MessageSchema } from '../../../domain/contracts/common.ts';
import {
  CreateWantedSchema,
  MyWantedPostSchema,
  WantedAnswerSchema,
  WantedCountQuerySchema,
  WantedCountSchema,
  WantedParamsSchema,
  WantedPostSchema,
  WantedQuerySchema,
} from '../../../domain/contracts/wanted.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import {
  closeWanted,
  countWanted,
  createWanted,
  listMyWanted,
  listWanted,
  type TitleLookup,
} from './wanted.service.ts';
import { answerWanted } from './wanted-matching.ts';

/** A student posts a few books a day; more is a script. Ten may be open at once anyway. */
const POSTS_PER_HOUR = 20;

/** Wanted posts (docs/decisions/094-wanted-posts.md): public to read, a student's own to post and close. */
export const wantedRoutes: FastifyPluginAsyncZod<{ lookup: TitleLookup }> = async (app, { lookup }) => {
  app.get(
    '/wanted',
    {
      schema: {
        tags: ['wanted'],
        summary: 'Open wanted posts, newest first, never who posted them; the total is in X-Total-Count',
        querystring: WantedQuerySchema,
        response: { 200: z.array(WantedPostSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listWanted(app.db, request.query);
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.get(
    '/wanted/count',
    {
      schema: {
        tags: ['wanted'],
        summary:
          'How many students want a book with this ISBN or title: in the city when some there do, else everywhere',
        querystring: WantedCountQuerySchema,
        response: { 200: WantedCountSchema, ...errorResponses(400) },
      },
    },
    async (request) => countWanted(app.db, request.query),
  );

  app.get(
    '/wanted/mine',
    {
      onRequest: requireUser,
      schema: {
        tags: ['wanted'],
        summary: "The signed-in student's wanted posts, newest first, open, closed or expired",
        response: { 200: z.array(MyWantedPostSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listMyWanted(app.db, currentUser(request).id),
  );

  app.post(
    '/wanted',
    {
      onRequest: requireUser,
      config: { rateLimit: perUserRateLimit(POSTS_PER_HOUR, '1 hour') },
      schema: {
        tags: ['wanted'],
        summary: 'Post a wanted book by title or ISBN (a title is looked up for an ISBN alone); open 60 days',
        body: CreateWantedSchema,
        response: { 201: MyWantedPostSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWanted(app.db, lookup, currentUser(request).id, request.body)),
  );

  app.delete(
    '/wanted/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['wanted'],
        summary: 'Close one of your wanted posts',
        params: WantedParamsSchema,
        response: { 200: MyWantedPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => closeWanted(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/wanted/:id/answers',
    {
      onRequest: requireUser,
      schema: {
        tags: ['wanted'],
        summary: '"I have this": tell the post\'s student about the listing you made for it (once)',
        params: WantedParamsSchema,
        body: WantedAnswerSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const told = await answerWanted(app.db, app.events, currentUser(request).id, {
        wantedId: request.params.id,
        productId: request.body.productId,
      });
      return { message: told ? 'Sent' : 'Already sent' };
    },
  );
};
