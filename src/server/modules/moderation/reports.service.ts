import { and, asc, count, countDistinct, eq, gte, isNull } from 'drizzle-orm';
import {
  type CreateReport,
  REPORTERS_HIDING_A_LISTING,
  REPORTS_PER_DAY,
  type Report,
  type ReportTargetType,
} from '../../../domain/contracts/reports.ts';
import { startOfIndianDay } from '../../../domain/india-time.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lockUser } from '../../db/user-lock.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { findModerationAccounts } from '../auth/index.ts';
import { findMessageForModeration } from '../messages/index.ts';
import { catalogueChanged, findListingForModeration, hideListingAfterReports } from '../products/index.ts';
import { findReviewForModeration } from '../reviews/index.ts';
import { reports } from './moderation.tables.ts';

/**
 * Students' reports (docs/decisions/083-reports-and-suspensions.md): one open report per reporter and thing (a
 * second answers with the first), at most REPORTS_PER_DAY a day, never about oneself or what one posted. Three
 * different students' open reports hide a listing until an admin decides.
 */

type ReportRow = typeof reports.$inferSelect;

const toReport = (row: ReportRow): Report => ({
  id: row.id,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  details: row.details,
  status: row.resolvedAt ? 'resolved' : 'open',
  createdAt: row.createdAt.toISOString(),
});

/**
 * Whose the reported thing is (null when their account is gone), or 404 when there is no such thing for the
 * reporter to see: a message only its two people can report.
 */
async function ownerOf(
  db: Database,
  {
    targetType,
    targetId,
    reporterId,
  }: { targetType: ReportTargetType; targetId: number; reporterId: number },
): Promise<number | null> {
  switch (targetType) {
    case 'listing': {
      const listing = await findListingForModeration(db, targetId);
      if (!listing) throw notFound('product.not_found');
      return listing.sellerId;
    }
    case 'user': {
      const account = (await findModerationAccounts(db, [targetId])).get(targetId);
      if (!account || account.deleted) throw notFound('user.not_found');
      return account.id;
    }
    case 'message': {
      const message = await findMessageForModeration(db, targetId);
      if (!message || message.removed || !message.partyIds.includes(reporterId)) throw notFound();
      return message.authorId;
    }
    case 'review': {
      const review = await findReviewForModeration(db, targetId);
      if (!review || review.removed) throw notFound();
      return review.authorId;
    }
  }
}

/**
 * Records a student's report; `created` is false when they already had one open about the same thing (that one is
 * returned). A listing reported by REPORTERS_HIDING_A_LISTING different students is hidden until an admin decides.
 */
export async function createReport(
  db: Database,
  { reporterId, report, now = new Date() }: { reporterId: number; report: CreateReport; now?: Date },
): Promise<{ report: Report; created: boolean }> {
  const { targetType, targetId, reason } = report;
  const ownerId = await ownerOf(db, { targetType, targetId, reporterId });
  if (ownerId === reporterId) throw badRequest('report.own');
  const result = await db.transaction(async (tx) => {
    // The count and the insert under the reporter's lock, so two reports at once cannot both slip under the cap.
    await lockUser(tx, 'reports', reporterId);
    const [open] = await tx
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.targetType, targetType),
          eq(reports.targetId, targetId),
          isNull(reports.resolvedAt),
        ),
      );
    if (open) return { row: open, created: false, hidden: false };
    const [today] = await tx
      .select({ made: count() })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), gte(reports.createdAt, startOfIndianDay(now))));
    if ((today?.made ?? 0) >= REPORTS_PER_DAY) {
      throw new AppError(429, 'report.daily_limit', { max: REPORTS_PER_DAY });
    }
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType,
        targetId,
        ownerId,
        reason,
        details: report.details || null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no report');
    const hidden = targetType === 'listing' && (await hideWhenReportedEnough(tx, targetId, now));
    return { row, created: true, hidden };
  });
  if (result.hidden) catalogueChanged(db);
  return { report: toReport(result.row), created: result.created };
}

async function hideWhenReportedEnough(tx: Transaction, listingId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ reporters: countDistinct(reports.reporterId) })
    .from(reports)
    .where(
      and(eq(reports.targetType, 'listing'), eq(reports.targetId, listingId), isNull(reports.resolvedAt)),
    );
  if ((row?.reporters ?? 0) < REPORTERS_HIDING_A_LISTING) return false;
  return hideListingAfterReports(tx, listingId, now);
}

/** The open reports, oldest first: what the desk groups. */
export function listOpenReports(db: Database): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/** A report by id, or undefined. */
export async function findReport(db: Database | Transaction, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

/**
 * Settles every open report about the report's thing with the admin's action and reason; returns the reporters
 * (each once) and how many reports it settled.
 */
export async function settleReports(
  tx: Transaction,
  {
    targetType,
    targetId,
    adminId,
    action,
    reason,
    now = new Date(),
  }: {
    targetType: ReportTargetType;
    targetId: number;
    adminId: number;
    action: NonNullable<ReportRow['action']>;
    reason: string;
    now?: Date;
  },
): Promise<{ reporterIds: number[]; reportIds: number[] }> {
  const settled = await tx
    .update(reports)
    .set({ resolvedAt: now, resolvedBy: adminId, action, resolutionReason: reason })
    .where(
      and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt)),
    )
    .returning({ id: reports.id, reporterId: reports.reporterId });
  return {
    reporterIds: [...new Set(settled.map((row) => row.reporterId))],
    reportIds: settled.map((row) => row.id),
  };
}
