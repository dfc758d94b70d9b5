import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  MessageSchema,
  ProductParamsSchema,
  SellerIdParamsSchema,
} from '../../../domain/contracts/common.ts';
import {
  MAX_LISTING_DOCUMENTS,
  MAX_LISTING_IMAGES,
  SellerListingSchema,
  UpdateListingSchema,
} from '../../../domain/contracts/listings.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { ListingFile, ListingFiles } from './listing-files.ts';
import { requestSecondLook } from './listing-moderation.ts';
import { createListing, deleteListing, listSellerListings, updateListing } from './listings.service.ts';

/** Listings a person may create in a minute: the bulk wizard sends its products one after another. */
export const LISTINGS_PER_MINUTE = 60;

/**
 * Selling: create, change and delete listings, and the seller's own list. Their private documents are served
 * by the orders module (documents.routes.ts), which knows who paid for them.
 */
export const listingRoutes: FastifyPluginAsyncZod<{ files: ListingFiles }> = async (app, { files }) => {
  await files.registerMultipart(app);

  app.post(
    '/products',
    {
      preHandler: requireUser,
      config: { rateLimit: perUserRateLimit(LISTINGS_PER_MINUTE) },
      schema: {
        tags: ['selling'],
        summary: 'List a product as the signed-in seller',
        description:
          'Three forms (spec, section 7). The wizard: multipart with the product fields, institute, ' +
          'pickupAddress, disclaimerAccepted and repeated "files" parts. The bulk wizard: the same fields ' +
          'without files, as multipart or JSON. The product form: JSON product, contact and address fields ' +
          'with `images` and `files` named by /api/upload. The seller is always the caller.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: SellerListingSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const seller = currentUser(request);
      let body: Record<string, unknown>;
      let uploads: ListingFile[] = [];
      if (request.isMultipart()) {
        ({ fields: body, uploads } = await files.readForm(request, {
          maxFiles: MAX_LISTING_IMAGES + MAX_LISTING_DOCUMENTS,
          uploaderId: seller.id,
        }));
      } else if (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)) {
        body = request.body as Record<string, unknown>;
      } else {
        throw badRequest('listing.send_json_or_multipart');
      }
      try {
        const listing = await createListing(app.db, app.events, files, seller, body, uploads);
        return reply.code(201).send(listing);
      } catch (error) {
        // Files that came with a refused listing belong to nothing.
        await files.removeStored(uploads);
        throw error;
      }
    },
  );

  app.put(
    '/products/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['selling'],
        summary: 'Change a listing (its seller or an admin); fields left out keep their values',
        params: ProductParamsSchema,
        body: UpdateListingSchema,
        response: { 200: SellerListingSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      updateListing(app.db, app.events, files, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['selling'],
        summary: 'Take a listing off the marketplace (its seller or an admin); orders keep their snapshots',
        params: ProductParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await deleteListing(app.db, app.events, currentUser(request), request.params.id);
      return { message: 'Product deleted successfully' };
    },
  );

  app.post(
    '/products/:id/second-look',
    {
      preHandler: requireUser,
      schema: {
        tags: ['selling'],
        summary:
          'The seller of a listing the PassItOn team hid asks for another look, usually after editing it (docs/decisions/083)',
        params: ProductParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requestSecondLook(app.db, { sellerId: currentUser(request).id, id: request.params.id });
      return { message: 'Thanks — our team will look at it again' };
    },
  );

  app.get(
    '/products/seller/:sellerId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['selling'],
        summary: "A seller's own listings with their private fields (the seller or an admin)",
        params: SellerIdParamsSchema,
        response: { 200: SellerListingSchema.array(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const listings = await listSellerListings(app.db, currentUser(request), request.params.sellerId);
      return reply.send(listings);
    },
  );
};
