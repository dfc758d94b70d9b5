import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EarnedAchievementSchema,
  UserIdPathSchema,
  UserStatsSchema,
} from '../../../domain/contracts/achievements.ts';
import { MessageSchema } from '../../../domain/contracts/auth.ts';
import { requireUser } from '../../http/auth.ts';
import { requireSelfOrAdmin } from '../../http/ownership.ts';
import { getStats, listEarned } from './achievements.service.ts';

const errors = { 400: MessageSchema, 401: MessageSchema, 403: MessageSchema, 404: MessageSchema };

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
        params: UserIdPathSchema,
        response: { 200: z.array(EarnedAchievementSchema), ...errors },
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
        params: UserIdPathSchema,
        response: { 200: UserStatsSchema, ...errors },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      return getStats(app.db, request.params.id);
    },
  );
};
