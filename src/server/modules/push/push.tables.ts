import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PushPayload } from '../../../domain/contracts/push.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * The browsers a student turned push notifications on in (docs/decisions/086-web-push.md): the push service's
 * address for that browser and the keys its payloads are encrypted to. An address belongs to one account: the
 * last one to turn push on in that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: a capability, never shown back to anyone. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (URL-safe base64), as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the push service last accepted a message for it; the oldest go first past the cap of devices. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** Where a push waiting in the outbox stands: sent ones are deleted. */
const PUSH_STATUSES = ['pending', 'sending'] as const;

/**
 * Pushes to send, one row per event and browser, written in the event's transaction and sent by the push worker
 * (the mail outbox's pattern, docs/decisions/027-email-outbox.md). A row is deleted once the push service
 * took it, or when it expires: a push about a message hours old is noise.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What it is about (order:42:message:7): one push per event and browser, and what a deletion forgets. */
    dedupeKey: text('dedupe_key').notNull(),
    /** The notification, worded in the recipient's language when the event happened. */
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    status: text('status', { enum: PUSH_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** After this the push is dropped, sent or not; push services are told to keep it until then (TTL). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_outbox_dedupe_idx').on(table.subscriptionId, table.dedupeKey),
    index('push_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('pending', 'sending')`),
    index('push_outbox_dedupe_key_idx').on(table.dedupeKey),
  ],
);
