import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ProductParamsSchema } from '../../../domain/contracts/common.ts';
import { ListingDocumentParamsSchema, ListingDocumentsSchema } from '../../../domain/contracts/listings.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { listListingDocuments, openListingDocument } from './documents.service.ts';

/** A listing's private documents: their names, and downloads (documents.service.ts says who may have them). */
export const documentRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  app.get(
    '/products/:id/files',
    {
      schema: {
        tags: ['selling'],
        summary: "A listing's documents (its seller, admins and buyers who have paid; 404 for others)",
        params: ProductParamsSchema,
        response: { 200: ListingDocumentsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const files = await listListingDocuments(app.db, request.user, request.params.id);
      return reply.send({ files });
    },
  );

  app.get(
    '/products/:id/files/:name',
    {
      schema: {
        tags: ['selling'],
        summary:
          'Download one of a listing’s documents (its seller, admins and buyers who have paid; 404 for others)',
        description:
          'Buyers who paid online, or whose cash-on-delivery order was handed over. A download from a paid ' +
          'order that could still be cancelled ends its free cancellation.',
        params: ListingDocumentParamsSchema,
        produces: ['application/pdf', 'application/msword', 'text/plain'],
      },
    },
    async (request, reply) => {
      const { id, name } = request.params;
      const document = await openListingDocument(app.db, store, request.user, id, name);
      return reply
        .header('content-type', document.contentType)
        .header('content-length', String(document.size))
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .send(document.stream);
    },
  );
};
