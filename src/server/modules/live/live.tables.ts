import { bigserial, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { LiveEvent } from '../../../domain/contracts/live-events.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * What each student's live stream has been told lately (docs/decisions/064-live-events.md). Written in the
 * transaction of the change it announces, so nothing is announced that did not commit; the id is the stream's
 * event id, from which a browser that lost its connection resumes (Last-Event-ID). Kept for an hour.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: jsonb('event').$type<LiveEvent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_user_id_idx').on(table.userId, table.id),
    index('live_events_created_at_idx').on(table.createdAt),
  ],
);
