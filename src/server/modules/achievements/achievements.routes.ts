import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EarnedAchievementSchema, UserStatsSchema } from '../../../domain/contracts/achievements.ts';
import { errorResponses, UserParamsSchema } from '../../../domain/contracts/common.ts';
import { requireUser } from '../../http/auth.ts';
import { requireSelfOrAdmin } from '../../http/ownership.ts';
import { getStats, listEarned } from './achievements.service.ts';

/**
 * A user's achievements and stats, for that user or an admin, never a fixed user 1
 * (docs/decisions/005-admin-role-and-ownership.md).
 */
export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/user/:id/achievements',
    {
      schema: {
        tags: ['achievements'],
        summary: "A user's unlocked achievements, first earned first",
        params: UserParamsSchema,
        response: { 200: z.array(EarnedAchievementSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      return listEarned(app.db, request.params.id);
    },
  );

  app.get(
    '/user/:id/stats',
    {
      schema: {
        tags: ['achievements'],
        summary: "A user's totals, level and points",
        params: UserParamsSchema,
        response: { 200: UserStatsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      return getStats(app.db, request.params.id);
    },
  );
};
