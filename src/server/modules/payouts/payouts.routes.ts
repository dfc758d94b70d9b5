import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/contracts/common.ts';
import { PayoutsQuerySchema, PayoutsSchema } from '../../../domain/contracts/payouts.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { listFeesOwed, listPayoutEntries, payoutTotals, totalsAsRupees } from './payouts.service.ts';

/**
 * The signed-in seller's earnings (docs/decisions/043-seller-payout-ledger.md): pending, due and paid totals, the
 * fees their cash sales owe and the sales they come from (docs/decisions/048), and their own ledger entries, never
 * another seller's.
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/payouts',
    {
      schema: {
        tags: ['payouts'],
        summary:
          "The signed-in seller's payout totals (pending, due, paid), the fees their cash sales owe (feesOwed, and the sales in feesOwedOrders) and one page of ledger entries, newest first; the total is in X-Total-Count",
        querystring: PayoutsQuerySchema,
        response: { 200: PayoutsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const sellerId = currentUser(request).id;
      const now = new Date();
      const [totals, feesOwedOrders, page] = await Promise.all([
        payoutTotals(app.db, sellerId, now),
        listFeesOwed(app.db, sellerId),
        listPayoutEntries(app.db, { sellerId, ...request.query, now }),
      ]);
      return reply
        .header('x-total-count', String(page.total))
        .send({ ...totalsAsRupees(totals), feesOwedOrders, entries: page.items });
    },
  );
};
