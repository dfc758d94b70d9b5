import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, OrderIdParamsSchema } from '../../../domain/contracts/common.ts';
import {
  CreateDealRatingSchema,
  DealRatingSchema,
  OrderRatingsSchema,
  PublicProfileSchema,
  UsernameParamsSchema,
} from '../../../domain/contracts/ratings.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { perUserRateLimit } from '../../http/rate-limits.ts';
import { getPublicProfile } from './profile.service.ts';
import { orderRatingsFor, rateDeal } from './ratings.service.ts';

/**
 * Rating the other side of a deal, the ratings of one's own deals in an order, and public profiles
 * (docs/decisions/082-ratings-from-real-deals.md).
 */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:orderId/ratings',
    {
      onRequest: requireUser,
      // One rating per deal and side: this only stops a script hammering the route.
      config: { rateLimit: perUserRateLimit(30, '1 minute') },
      schema: {
        tags: ['ratings'],
        summary:
          'Rate the other side of your deal in an order, once, within 30 days of the hand-over; the buyer names the seller when the order has several',
        params: OrderIdParamsSchema,
        body: CreateDealRatingSchema,
        response: { 201: DealRatingSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const rating = await rateDeal(app.db, app.events, {
        orderId: request.params.orderId,
        raterId: currentUser(request).id,
        ...request.body,
      });
      return reply.code(201).send(rating);
    },
  );

  app.get(
    '/orders/:orderId/ratings',
    {
      onRequest: requireUser,
      schema: {
        tags: ['ratings'],
        summary:
          "Your deals in an order: the rating you gave, and the other side's once it shows (both rated, or 14 days after the hand-over)",
        params: OrderIdParamsSchema,
        response: { 200: OrderRatingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      orderRatingsFor(app.db, { orderId: request.params.orderId, viewerId: currentUser(request).id }),
  );

  app.get(
    '/users/:username/profile',
    {
      schema: {
        tags: ['ratings'],
        summary:
          "A student's public profile: name, institute and city, member since, badge, deals, rating as a seller, latest comments and listings — never contact details",
        params: UsernameParamsSchema,
        response: { 200: PublicProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getPublicProfile(app.readDb(request), request.params.username),
  );
};
