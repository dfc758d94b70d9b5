import type { Resolution, ResolveReport, SecondLookDecision } from '../../../domain/contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import { decideSecondLook, liftOwnerSuspension, resolveReports } from '../moderation/index.ts';
import { catalogueChanged } from '../products/index.ts';
import { writeAudit } from './admin.service.ts';

/**
 * The moderation desk's decisions (docs/decisions/083-reports-and-suspensions.md), each carried out by the
 * moderation module and written to the audit log with the admin and the reason, in one transaction.
 */

/** Decides about the reports of one thing (any of its open reports names it). */
export async function resolveReport(
  db: Database,
  events: EventBus,
  { reportId, adminId, decision }: { reportId: number; adminId: number; decision: ResolveReport },
): Promise<Resolution> {
  const done = await db.transaction(async (tx) => {
    const result = await resolveReports(tx, events, { reportId, adminId, decision });
    const { catalogueChanged: _moved, ...details } = result;
    await writeAudit(tx, adminId, 'report.resolved', { ...details, days: decision.days ?? null });
    return result;
  });
  if (done.catalogueChanged) catalogueChanged(db);
  return { action: done.action, reports: done.reportIds.length };
}

/** Shows again, or keeps hidden, a listing whose seller asked for another look. */
export async function answerSecondLook(
  db: Database,
  { productId, adminId, decision }: { productId: number; adminId: number; decision: SecondLookDecision },
): Promise<void> {
  await db.transaction(async (tx) => {
    await decideSecondLook(tx, { productId, show: decision.show });
    await writeAudit(tx, adminId, 'listing.second_look_answered', { productId, ...decision });
  });
  if (decision.show) catalogueChanged(db);
}

/** Lifts a student's suspension; their listings are shown again. */
export async function liftSuspensionAsAdmin(
  db: Database,
  { userId, adminId, reason }: { userId: number; adminId: number; reason: string },
): Promise<Resolution> {
  await db.transaction(async (tx) => {
    await liftOwnerSuspension(tx, userId);
    await writeAudit(tx, adminId, 'user.suspension_lifted', { userId, reason });
  });
  catalogueChanged(db);
  return { action: 'lift_suspension', reports: 0 };
}
