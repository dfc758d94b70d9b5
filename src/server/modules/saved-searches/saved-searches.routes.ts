import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, MessageSchema, SavedSearchParamsSchema } from '../../../domain/contracts/common.ts';
import { SavedSearchQuerySchema, SavedSearchSchema } from '../../../domain/contracts/saved-searches.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.service.ts';

/** The signed-in student's saved searches (docs/decisions/019-favourites-and-saved-searches.md). */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/saved-searches',
    {
      schema: {
        tags: ['favourites'],
        summary:
          "The signed-in student's saved searches, newest first, with how many listings each finds now",
        response: { 200: z.array(SavedSearchSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.send(await listSavedSearches(app.db, currentUser(request).id)),
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Keep a search (the browse filters); the same search again answers the one kept (200)',
        body: SavedSearchQuerySchema,
        response: { 200: SavedSearchSchema, 201: SavedSearchSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { search, created } = await saveSearch(app.db, currentUser(request).id, request.body);
      return reply.code(created ? 201 : 200).send(search);
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Forget a saved search',
        params: SavedSearchParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteSavedSearch(app.db, currentUser(request).id, request.params.id);
      return { message: 'Removed' };
    },
  );
};
