import type {
  ReportGroup,
  ReportReason,
  ResolveAction,
  ResolveReport,
  SuspendedUser,
} from '../../../domain/contracts/reports.ts';
import { productPagePath } from '../../../domain/seo.ts';
import { suspensionEnd } from '../../../domain/suspension.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { findModerationAccounts, liftSuspension, listSuspendedUsers, suspendUser } from '../auth/index.ts';
import { findMessageForModeration, removeMessage } from '../messages/index.ts';
import {
  findListingForModeration,
  forgetSecondLook,
  hideListingByTeam,
  listSecondLookRequests,
  setSellerSuspension,
  showListing,
} from '../products/index.ts';
import { findReviewForModeration, removeReview } from '../reviews/index.ts';
import { findReport, listOpenReports, settleReports } from './reports.service.ts';

/**
 * The moderation desk (docs/decisions/083-reports-and-suspensions.md): open reports grouped by what they are
 * about, most-reported first, and what an admin does about them. The admin module wraps each decision in its
 * transaction with the audit row.
 */

/** Groups the desk shows at most at once: the most reported first. */
const DESK_GROUPS = 100;

type OpenReport = Awaited<ReturnType<typeof listOpenReports>>[number];

/** What the desk shows of the reported thing: a few words of it and where it is. */
async function describeTarget(
  db: Database,
  report: OpenReport,
): Promise<{ excerpt: string; link: string | null; hidden: ReportGroup['hidden'] }> {
  switch (report.targetType) {
    case 'listing': {
      const listing = await findListingForModeration(db, report.targetId);
      return listing
        ? { excerpt: listing.title, link: productPagePath(listing.id), hidden: listing.hiddenBy }
        : { excerpt: '', link: null, hidden: null };
    }
    case 'message': {
      const message = await findMessageForModeration(db, report.targetId);
      return { excerpt: message?.text ?? '', link: null, hidden: null };
    }
    case 'review': {
      const review = await findReviewForModeration(db, report.targetId);
      return {
        excerpt: review?.comment ?? '',
        link: review ? productPagePath(review.productId) : null,
        hidden: null,
      };
    }
    case 'user':
      return { excerpt: '', link: null, hidden: null };
  }
}

/** The open reports grouped by what they are about, most reporters first, then oldest first. */
export async function listReportGroups(db: Database): Promise<ReportGroup[]> {
  const open = await listOpenReports(db);
  const groups = new Map<string, OpenReport[]>();
  for (const report of open) {
    const key = `${report.targetType}:${report.targetId}`;
    groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  const ranked = [...groups.values()]
    .map((reports) => ({ reports, reporters: new Set(reports.map((report) => report.reporterId)).size }))
    .sort(
      (a, b) =>
        b.reporters - a.reporters ||
        (a.reports[0]?.createdAt.getTime() ?? 0) - (b.reports[0]?.createdAt.getTime() ?? 0),
    )
    .slice(0, DESK_GROUPS);
  const owners = await findModerationAccounts(
    db,
    ranked.flatMap(({ reports }) => (reports[0]?.ownerId ? [reports[0].ownerId] : [])),
  );
  return Promise.all(
    ranked.map(async ({ reports, reporters }) => {
      const first = reports[0] as OpenReport;
      const last = reports[reports.length - 1] as OpenReport;
      const owner = first.ownerId ? owners.get(first.ownerId) : undefined;
      const target = await describeTarget(db, first);
      const counts = new Map<ReportReason, number>();
      for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
      return {
        reportId: first.id,
        targetType: first.targetType,
        targetId: first.targetId,
        owner: owner && !owner.deleted ? { id: owner.id, username: owner.username } : null,
        excerpt: first.targetType === 'user' ? (owner?.username ?? '') : target.excerpt,
        link: target.link,
        reporters,
        reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        details: reports.flatMap((report) =>
          report.details
            ? [{ reason: report.reason, text: report.details, createdAt: report.createdAt.toISOString() }]
            : [],
        ),
        firstReportedAt: first.createdAt.toISOString(),
        lastReportedAt: last.createdAt.toISOString(),
        hidden: target.hidden,
        ownerSuspended: owner?.suspended
          ? { until: owner.suspended.until ? owner.suspended.until.toISOString() : null }
          : null,
      };
    }),
  );
}

/** Listings the team hid whose sellers ask for another look, and the accounts suspended now. */
export async function readDeskLists(db: Database): Promise<{
  secondLooks: {
    productId: number;
    title: string;
    sellerId: number;
    reason: string | null;
    requestedAt: string;
  }[];
  suspended: SuspendedUser[];
}> {
  const [requests, suspended] = await Promise.all([listSecondLookRequests(db), listSuspendedUsers(db)]);
  return {
    secondLooks: requests.map((request) => ({
      productId: request.id,
      title: request.title,
      sellerId: request.sellerId,
      reason: request.reason,
      requestedAt: request.requestedAt.toISOString(),
    })),
    suspended,
  };
}

/** Which actions fit which things: hiding is for listings, removing for messages and reviews. */
function fits(action: ResolveAction, targetType: OpenReport['targetType']): boolean {
  if (action === 'hide_listing') return targetType === 'listing';
  if (action === 'remove_content') return targetType === 'message' || targetType === 'review';
  return true;
}

/** What a decision did, for the audit log and for the caller to refresh the catalogue. */
export interface Decision {
  reportIds: number[];
  targetType: OpenReport['targetType'];
  targetId: number;
  ownerId: number | null;
  action: ResolveAction;
  reason: string;
  /** For a suspension: when it ends (ISO; year 9999 for good). */
  until?: string;
  catalogueChanged: boolean;
}

/**
 * Carries out an admin's decision about the reports of one thing, in the caller's transaction: the action, every
 * open report about the thing settled with it, the seller told why a listing was hidden, and each reporter told the
 * outcome. 404 for no such report, 409 when already resolved, 400 for an action that does not fit.
 */
export async function resolveReports(
  tx: Transaction,
  events: EventBus,
  {
    reportId,
    adminId,
    decision,
    now = new Date(),
  }: {
    reportId: number;
    adminId: number;
    decision: ResolveReport;
    now?: Date;
  },
): Promise<Decision> {
  const report = await findReport(tx, reportId);
  if (!report) throw notFound('report.not_found');
  if (report.resolvedAt) throw conflict('report.already_resolved');
  const { action, reason } = decision;
  const { targetType, targetId, ownerId } = report;
  if (!fits(action, targetType)) throw badRequest('report.action_does_not_fit');
  let catalogueMoved = false;
  let until: Date | undefined;
  // Reports hid the listing until an admin decided: whatever the decision, it no longer waits on them. A suspension
  // keeps it hidden as the team's (the seller may ask for another look once back); any other decision shows it.
  const listing = targetType === 'listing' ? await findListingForModeration(tx, targetId) : undefined;
  if (listing?.hiddenBy === 'reports' && action !== 'hide_listing') {
    if (action === 'suspend_user') await hideListingByTeam(tx, { id: targetId, reason, now });
    else await showListing(tx, targetId);
    catalogueMoved = true;
  }
  switch (action) {
    case 'dismiss':
      break;
    case 'hide_listing': {
      const { title, sellerId } = await hideListingByTeam(tx, { id: targetId, reason, now });
      await events.emit('listing.hidden_by_team', { productId: targetId, sellerId, title, reason }, tx);
      catalogueMoved = true;
      break;
    }
    case 'remove_content':
      if (targetType === 'message') await removeMessage(tx, targetId, now);
      else await removeReview(tx, events, targetId, now);
      catalogueMoved = targetType === 'review';
      break;
    case 'suspend_user': {
      if (ownerId === null) throw conflict('report.owner_gone');
      // An admin suspending themselves would end their own session and lock the desk's last key away.
      if (ownerId === adminId) throw badRequest('report.own_account');
      until = suspensionEnd(decision.days, now);
      if (!(await suspendUser(tx, { userId: ownerId, until, reason }))) throw conflict('report.owner_gone');
      await setSellerSuspension(tx, ownerId, until);
      catalogueMoved = true;
      break;
    }
    case 'lift_suspension':
      if (ownerId === null) throw conflict('report.owner_gone');
      await liftOwnerSuspension(tx, ownerId, now);
      catalogueMoved = true;
      break;
  }
  const { reporterIds, reportIds } = await settleReports(tx, {
    targetType,
    targetId,
    adminId,
    action,
    reason,
    now,
  });
  await events.emit('report.resolved', { reporterIds, targetType, actionTaken: action !== 'dismiss' }, tx);
  return {
    reportIds,
    targetType,
    targetId,
    ownerId,
    action,
    reason,
    ...(until ? { until: until.toISOString() } : {}),
    catalogueChanged: catalogueMoved,
  };
}

/** Lifts a suspension and shows the student's listings again; 409 when they are not suspended. */
export async function liftOwnerSuspension(tx: Transaction, userId: number, now = new Date()): Promise<void> {
  if (!(await liftSuspension(tx, userId, now))) throw conflict('report.not_suspended');
  await setSellerSuspension(tx, userId, null);
}

/**
 * Decides about a listing whose seller asked for another look: shown again, or kept hidden (the request is then
 * forgotten). 404 when no such request is waiting.
 */
export async function decideSecondLook(
  tx: Transaction,
  { productId, show }: { productId: number; show: boolean },
): Promise<void> {
  const listing = await findListingForModeration(tx, productId);
  if (listing?.hiddenBy !== 'team' || !listing.secondLookRequested) throw notFound('product.not_found');
  if (show) await showListing(tx, productId);
  else await forgetSecondLook(tx, productId);
}
