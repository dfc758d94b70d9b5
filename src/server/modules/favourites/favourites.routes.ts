import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, MessageSchema, ProductIdParamsSchema } from '../../../domain/contracts/common.ts';
import { ProductSchema } from '../../../domain/contracts/products.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service.ts';

/** The signed-in student's saved listings (docs/decisions/019-favourites-and-saved-searches.md). */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/favourites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The listings the signed-in student saved, last saved first',
        response: { 200: z.array(ProductSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.send(await listFavourites(app.db, currentUser(request).id)),
  );

  app.put(
    '/favourites/:productId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Save a listing (saving it again changes nothing)',
        params: ProductIdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await addFavourite(app.db, currentUser(request).id, request.params.productId);
      return { message: 'Saved' };
    },
  );

  app.delete(
    '/favourites/:productId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Forget a saved listing (forgetting one not saved changes nothing)',
        params: ProductIdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeFavourite(app.db, currentUser(request).id, request.params.productId);
      return { message: 'Removed' };
    },
  );
};
