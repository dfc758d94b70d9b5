import { z } from 'zod';
import { MAX_RECORD_ID, multiLine, recordId } from './common.ts';

/**
 * Reports and the moderation desk (docs/decisions/083-reports-and-suspensions.md): any signed-in student reports a
 * listing, a user, a message or a review; admins resolve what was reported, with a reason that is kept.
 */

export const REPORT_TARGET_TYPES = ['listing', 'user', 'message', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  'scam',
  'prohibited',
  'offensive',
  'harassment',
  'spam',
  'misleading',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How long details may be, and an admin's reason. */
export const REPORT_DETAILS_MAX = 1000;
/** Reports one student may make in a day (India's calendar day). */
export const REPORTS_PER_DAY = 10;
/** Different students whose open reports hide a listing until an admin decides. */
export const REPORTERS_HIDING_A_LISTING = 3;

export const CreateReportSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Choose what you are reporting' }),
    targetId: z
      .number({ error: 'Target id must be a number' })
      .int('Target id must be a number')
      .positive('Target id must be a number')
      .max(MAX_RECORD_ID, 'Target id is out of range'),
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason from the list' }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, 'Details must be at most 1,000 characters')
      .regex(...multiLine('Details'))
      .optional(),
  })
  .refine((report) => report.reason !== 'other' || (report.details ?? '').length > 0, {
    message: 'Please tell us what is wrong',
    path: ['details'],
  });
export type CreateReport = z.input<typeof CreateReportSchema>;

export const REPORT_STATUSES = ['open', 'resolved'] as const;

export const ReportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Report = z.infer<typeof ReportSchema>;

/** What an admin may do about a group of reports; which ones fit depends on what was reported. */
export const RESOLVE_ACTIONS = [
  'dismiss',
  'hide_listing',
  'remove_content',
  'suspend_user',
  'lift_suspension',
] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];

/** A suspension's length in days; absent for good. */
export const SUSPENSION_DAYS = [7, 30] as const;

const adminReason = z
  .string({ error: 'Please give a reason' })
  .trim()
  .min(1, 'Please give a reason')
  .max(REPORT_DETAILS_MAX, 'The reason can be at most 1,000 characters')
  .regex(...multiLine('Reason'));

export const ResolveReportSchema = z.object({
  action: z.enum(RESOLVE_ACTIONS, { error: 'Choose an action from the list' }),
  reason: adminReason,
  /** For suspend_user: 7 or 30; absent for good. */
  days: z
    .union([z.literal(7), z.literal(30)], { error: 'A suspension lasts 7 or 30 days, or for good' })
    .optional(),
});
export type ResolveReport = z.infer<typeof ResolveReportSchema>;

export const LiftSuspensionSchema = z.object({ reason: adminReason });

export const ReportParamsSchema = z.object({ id: recordId('Report id') });

/** One thing reported, with its open reports: what the desk lists, most-reported first. */
export const ReportGroupSchema = z.object({
  /** The oldest open report of the group: the id the desk resolves the group by. */
  reportId: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  /** The student whose listing, message, review or account it is; null when their account is gone. */
  owner: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The listing's title, the message's or review's text, the user's name: what the admin looks at. */
  excerpt: z.string(),
  /** Where the thing itself is shown (a listing's page, the order's conversation, the listing of a review). */
  link: z.string().nullable(),
  reporters: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  details: z.array(
    z.object({ reason: z.enum(REPORT_REASONS), text: z.string(), createdAt: z.iso.datetime() }),
  ),
  firstReportedAt: z.iso.datetime(),
  lastReportedAt: z.iso.datetime(),
  /** A listing hidden now: by reports (until an admin decides) or by the team. */
  hidden: z.enum(['reports', 'team']).nullable(),
  /** The owner's suspension, when suspended now: until when, or null for good. */
  ownerSuspended: z.object({ until: z.iso.datetime().nullable() }).nullable(),
});
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

export const ResolutionSchema = z.object({
  action: z.enum(RESOLVE_ACTIONS),
  /** The reports it settled. */
  reports: z.number().int(),
});
export type Resolution = z.infer<typeof ResolutionSchema>;

/** An account suspended now, for the desk's list (where it can be lifted). */
export const SuspendedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Null for good. */
  until: z.iso.datetime().nullable(),
  reason: z.string(),
});
export type SuspendedUser = z.infer<typeof SuspendedUserSchema>;

/** A listing the team hid whose seller asks for another look. */
export const SecondLookSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  sellerId: z.number().int(),
  /** Why the team hid it. */
  reason: z.string().nullable(),
  requestedAt: z.iso.datetime(),
});
export type SecondLook = z.infer<typeof SecondLookSchema>;

/** Everything the moderation desk shows: reports by thing, second looks asked for, accounts suspended now. */
export const ModerationDeskSchema = z.object({
  reports: z.array(ReportGroupSchema),
  secondLooks: z.array(SecondLookSchema),
  suspended: z.array(SuspendedUserSchema),
});
export type ModerationDesk = z.infer<typeof ModerationDeskSchema>;

/** An admin's answer to a second look: show the listing again, or keep it hidden. */
export const SecondLookDecisionSchema = z.object({
  show: z.boolean({ error: 'Say whether to show the listing again' }),
  reason: adminReason,
});
export type SecondLookDecision = z.infer<typeof SecondLookDecisionSchema>;
