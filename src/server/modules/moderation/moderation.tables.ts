import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_TARGET_TYPES, RESOLVE_ACTIONS } from '../../../domain/contracts/reports.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * What students reported and what the team decided (docs/decisions/083-reports-and-suspensions.md). A report is
 * never edited but to record its resolution; the admin's action and reason stay with it, and in the audit log.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** Whose listing, message, review or account it is, when reported (a suspension applies to them). */
    ownerId: integer('owner_id').references(() => users.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id),
    action: text('action', { enum: RESOLVE_ACTIONS }),
    resolutionReason: text('resolution_reason'),
  },
  (table) => [
    // One open report per reporter and thing: a second one answers with the first.
    uniqueIndex('reports_open_per_reporter_idx')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.resolvedAt} IS NULL`),
    // The daily cap counts a reporter's reports of the day.
    index('reports_reporter_created_idx').on(table.reporterId, table.createdAt),
    // The desk and the three-reporter rule read the open reports of a thing.
    index('reports_open_target_idx')
      .on(table.targetType, table.targetId)
      .where(sql`${table.resolvedAt} IS NULL`),
    check('reports_details_length', sql`char_length(${table.details}) <= 1000`),
  ],
);
