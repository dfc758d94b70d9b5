import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  ProductIdParamsSchema,
  ProductParamsSchema,
} from '../../../domain/contracts/common.ts';
import { RatingSummarySchema } from '../../../domain/contracts/products.ts';
import {
  CreateReviewSchema,
  ReviewableOrderSchema,
  ReviewSchema,
} from '../../../domain/contracts/reviews.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import { createReview, listProductReviews, ratingSummary, reviewableOrder } from './reviews.service.ts';

/** Reviews one student may write in an hour: one per listing bought, so a real student never nears it. */
export const REVIEWS_PER_HOUR = 10;

/** Reviews and ratings of listings (spec, section 7). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/rating',
    {
      schema: {
        tags: ['reviews'],
        summary: "A listing's average rating and number of reviews",
        params: ProductParamsSchema,
        response: { 200: RatingSummarySchema, ...errorResponses(400) },
      },
    },
    async (request) => ratingSummary(app.db, request.params.id),
  );

  app.get(
    '/reviews/product/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary: "A listing's reviews, newest first",
        params: ProductIdParamsSchema,
        response: { 200: z.array(ReviewSchema), ...errorResponses(400) },
      },
    },
    async (request) => listProductReviews(app.db, request.params.productId),
  );

  app.get(
    '/reviews/product/:productId/order',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary:
          "The signed-in student's order of a listing, handed over to them, that their review would be of",
        params: ProductIdParamsSchema,
        response: { 200: ReviewableOrderSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      reviewableOrder(app.db, { userId: currentUser(request).id, productId: request.params.productId }),
  );

  app.post(
    '/reviews',
    {
      onRequest: requireUser,
      config: {
        rateLimit: perUserRateLimit(
          REVIEWS_PER_HOUR,
          '1 hour',
          'You have written too many reviews in the last hour.',
        ),
      },
      schema: {
        tags: ['reviews'],
        summary: 'Review a listing as the signed-in user',
        body: CreateReviewSchema,
        response: { 201: ReviewSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { productId, orderId, rating, comment } = request.body;
      const review = await createReview(app.db, app.events, {
        userId: currentUser(request).id,
        productId,
        orderId,
        rating,
        comment,
      });
      return reply.code(201).send(review);
    },
  );
};
