import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookDetailsSchema, IsbnParamsSchema } from '../../../domain/contracts/books.ts';
import { errorResponses } from '../../../domain/contracts/common.ts';
import { requireUser } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import type { BookLookup } from './books.service.ts';

/** A student listing books looks up a few a minute; a script walking ISBNs through our server stops here. */
const LOOKUPS_PER_MINUTE = 30;

/** Book details by ISBN for the listing wizard (docs/decisions/090-book-lookup.md). */
export const bookRoutes: FastifyPluginAsyncZod<{ lookup: BookLookup }> = async (app, { lookup }) => {
  app.addHook('onRequest', requireUser);
  app.get(
    '/books/:isbn',
    {
      config: { rateLimit: perUserRateLimit(LOOKUPS_PER_MINUTE) },
      schema: {
        tags: ['books'],
        summary: "A book's title, authors, edition, publisher and year by its ISBN-10 or ISBN-13",
        params: IsbnParamsSchema,
        response: { 200: BookDetailsSchema, ...errorResponses(400, 401, 404, 429, 503) },
      },
    },
    async (request) => lookup.find(request.params.isbn),
  );
};
