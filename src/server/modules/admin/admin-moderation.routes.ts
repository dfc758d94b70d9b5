import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  MessageSchema,
  ProductParamsSchema,
  UserIdParamsSchema,
} from '../../../domain/contracts/common.ts';
import {
  LiftSuspensionSchema,
  ModerationDeskSchema,
  ReportParamsSchema,
  ResolutionSchema,
  ResolveReportSchema,
  SecondLookDecisionSchema,
} from '../../../domain/contracts/reports.ts';
import { currentUser } from '../../http/auth.ts';
import { listReportGroups, readDeskLists } from '../moderation/index.ts';
import { answerSecondLook, liftSuspensionAsAdmin, resolveReport } from './admin-moderation.service.ts';

/**
 * The moderation desk (docs/decisions/083-reports-and-suspensions.md). Registered inside the admin routes, whose
 * hooks (admins only, never cached) it shares; every decision is audited with the admin and the reason.
 */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin', 'reports'];

  app.get(
    '/admin/reports',
    {
      schema: {
        tags,
        summary:
          'The moderation desk: open reports grouped by what they are about, most-reported first, with reasons, details and reporters; listings waiting for another look; accounts suspended now',
        response: { 200: ModerationDeskSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async () => {
      const [reports, lists] = await Promise.all([listReportGroups(app.db), readDeskLists(app.db)]);
      return { reports, ...lists };
    },
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Decide about every open report of the same thing as this one, with a reason that is kept',
        description:
          'Actions: `dismiss` (a listing hidden by reports is shown again); `hide_listing` (listings only: ' +
          'gone from browse and search, its page says it is unavailable, the seller is told the reason by ' +
          'notification and e-mail and may edit it and ask for another look); `remove_content` (messages and ' +
          'reviews: replaced by "Removed by the PassItOn team"); `suspend_user` with `days` 7 or 30, or no ' +
          "`days` for good (the owner's sessions end at once, sign-in answers 403, their listings are hidden); " +
          '`lift_suspension`. Each reporter is told the outcome, never who or what. Audited.',
        params: ReportParamsSchema,
        body: ResolveReportSchema,
        response: { 200: ResolutionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      resolveReport(app.db, app.events, {
        reportId: request.params.id,
        adminId: currentUser(request).id,
        decision: request.body,
      }),
  );

  app.post(
    '/admin/products/:id/second-look',
    {
      schema: {
        tags,
        summary:
          'Answer a seller who asked for another look at a listing the team hid: show it again, or keep it hidden (audited)',
        params: ProductParamsSchema,
        body: SecondLookDecisionSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await answerSecondLook(app.db, {
        productId: request.params.id,
        adminId: currentUser(request).id,
        decision: request.body,
      });
      return { message: request.body.show ? 'The listing is shown again' : 'The listing stays hidden' };
    },
  );

  app.post(
    '/admin/users/:userId/lift-suspension',
    {
      schema: {
        tags,
        summary: "Lift a student's suspension, with a reason that is kept (audited)",
        params: UserIdParamsSchema,
        body: LiftSuspensionSchema,
        response: { 200: ResolutionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      liftSuspensionAsAdmin(app.db, {
        userId: request.params.userId,
        adminId: currentUser(request).id,
        reason: request.body.reason,
      }),
  );
};
