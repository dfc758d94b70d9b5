import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * Plain-text messages between the buyer of an order and one of its sellers: a conversation is an order and a
 * seller (docs/decisions/032-order-conversations.md). Stored as typed, shown as text; never HTML.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The seller whose conversation with the buyer this is. */
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** The buyer or that seller. */
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** Null once the author deleted their account: the message is shown as erased (docs/decisions/081). */
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other party (the recipient) first read it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When the PassItOn team removed it after a report: kept for the audit, shown as "Removed by the PassItOn team"
     * (docs/decisions/083-reports-and-suspensions.md).
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('order_messages_conversation_idx').on(table.orderId, table.sellerId, table.createdAt),
    check('order_messages_text_length', sql`char_length(${table.text}) BETWEEN 1 AND 2000`),
  ],
);
