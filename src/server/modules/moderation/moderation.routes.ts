import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/contracts/common.ts';
import { CreateReportSchema, ReportSchema } from '../../../domain/contracts/reports.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { createReport } from './reports.service.ts';

/** Students report what breaks the rules (docs/decisions/083-reports-and-suspensions.md). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reports'],
        summary:
          'Report a listing, a user, a message or a review: 201 for a new report, 200 with the open one when the caller already reported it; at most 10 a day; never about oneself',
        body: CreateReportSchema,
        response: { 200: ReportSchema, 201: ReportSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { report, created } = await createReport(app.db, {
        reporterId: currentUser(request).id,
        report: request.body,
      });
      return reply.code(created ? 201 : 200).send(report);
    },
  );
};
