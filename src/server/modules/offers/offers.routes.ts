import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, IdParamsSchema, ProductIdParamsSchema } from '../../../domain/contracts/common.ts';
import {
  ListingOffersQuerySchema,
  OfferAmountSchema,
  OfferListSchema,
  OfferSchema,
} from '../../../domain/contracts/offers.ts';
import type { OfferAction } from '../../../domain/offers.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { answerOffer, listOffers, makeOffer } from './offers.service.ts';

/** Offers on a listing and their answers (docs/decisions/038-offers.md); signed-in students only. */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const tags = ['offers'];

  app.post(
    '/listings/:productId/offers',
    {
      schema: {
        tags,
        summary:
          'Offer a price for a listing: whole rupees, below the asking price and at least half of it; one offer in play per listing, at most 20 a day',
        params: ProductIdParamsSchema,
        body: OfferAmountSchema,
        response: { 201: OfferSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const offer = await makeOffer(app.db, app.events, {
        buyerId: currentUser(request).id,
        productId: request.params.productId,
        amount: request.body.amount,
      });
      return reply.code(201).send(offer);
    },
  );

  app.get(
    '/listings/:productId/offers',
    {
      schema: {
        tags,
        summary:
          "The offers on a listing the caller may read: a buyer's own; its seller's from one buyer (buyerId) or from every buyer",
        params: ProductIdParamsSchema,
        querystring: ListingOffersQuerySchema,
        response: { 200: OfferListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      offers: await listOffers(app.db, {
        viewerId: currentUser(request).id,
        productId: request.params.productId,
        buyerId: request.query.buyerId,
      }),
    }),
  );

  const answers: { action: OfferAction; summary: string }[] = [
    {
      action: 'accept',
      summary:
        "Accept an offer (its seller) or a counter (its buyer): the price holds for 24 hours for the buyer's checkout of one unit",
    },
    { action: 'decline', summary: 'Decline an offer (its seller) or a counter (its buyer)' },
  ];
  for (const { action, summary } of answers) {
    app.post(
      `/offers/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: IdParamsSchema,
          response: { 200: OfferSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        answerOffer(app.db, app.events, {
          offerId: request.params.id,
          actorId: currentUser(request).id,
          action,
        }),
    );
  }

  app.post(
    '/offers/:id/counter',
    {
      schema: {
        tags,
        summary: 'Counter an open offer (its seller): a price between the offer and the asking price',
        params: IdParamsSchema,
        body: OfferAmountSchema,
        response: { 200: OfferSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      answerOffer(app.db, app.events, {
        offerId: request.params.id,
        actorId: currentUser(request).id,
        action: 'counter',
        counter: request.body.amount,
      }),
  );
};
