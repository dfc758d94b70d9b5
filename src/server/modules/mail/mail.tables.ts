import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { OPTIONAL_MAIL_KINDS } from '../../../domain/contracts/mail.ts';
import { users } from '../auth/auth.tables.ts';

/** Where a message in the outbox stands (see mailOutbox). */
const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * The outbox (docs/decisions/027-email-outbox.md): every e-mail the app sends is first a row here, written in the
 * transaction of the event that causes it, then sent by the mail worker. pending → sending → sent, or back to
 * pending with a later `next_attempt_at` when the server refused it, or failed after the last attempt.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is about (password_reset, verify_email, order_placed, …). */
    kind: text('kind').notNull(),
    /** The recipient's account, when there is one (preferences and unsubscribing are per account). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The plain and HTML bodies; emptied once sent, so a reset link does not outlive its delivery here. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for the messages one can turn off). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The Message-ID header, fixed when the row is written: a resend after a crash carries the same one. */
    messageId: text('message_id').notNull(),
    /** One message per event and recipient (e.g. order_placed:42:buyer): a second row for it is not written. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker took the row to send it; a row left `sending` long after this was interrupted by a crash. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mail_outbox_message_id_idx').on(table.messageId),
    uniqueIndex('mail_outbox_dedupe_key_idx').on(table.dedupeKey),
    // A user's messages of one kind, newest last: how lately a conversation was e-mailed, and an account's deletion.
    index('mail_outbox_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    // The worker looks only at rows still to send.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('pending', 'sending')`),
  ],
);

/** The optional e-mails a user turned off (settings or a one-click unsubscribe link); absent means sent. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OPTIONAL_MAIL_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
