import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { products } from '../products/products.tables.ts';

export const CONVERSATION_KINDS = ['listing', 'order'] as const;

/**
 * One conversation between a buyer and a seller (docs/decisions/037-listing-conversations-and-inbox.md): about a
 * listing, before any order (kind `listing`, one per listing and buyer), or about an order (kind `order`, one per
 * order and seller, docs/decisions/032-order-conversations.md). The inbox lists both kinds from here.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONVERSATION_KINDS }).notNull(),
    /** The listing asked about; for an order, the first of that seller's listings in it (its photo and title). */
    productId: integer('product_id').references(() => products.id),
    /** The order, for kind `order`. */
    orderId: integer('order_id').references(() => orders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its newest message was written: the inbox's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * For a listing conversation the buyer then ordered from: the order conversation that carries its messages
     * up to `continuedAt` above the order's own (one thread, not two).
     */
    continuedInId: integer('continued_in_id').references((): AnyPgColumn => conversations.id),
    continuedAt: timestamp('continued_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversations_listing_buyer_idx')
      .on(table.productId, table.buyerId)
      .where(sql`${table.kind} = 'listing'`),
    uniqueIndex('conversations_order_seller_idx')
      .on(table.orderId, table.sellerId)
      .where(sql`${table.kind} = 'order'`),
    index('conversations_buyer_idx').on(table.buyerId, table.lastMessageAt),
    index('conversations_seller_idx').on(table.sellerId, table.lastMessageAt),
    index('conversations_continued_in_idx').on(table.continuedInId),
    check(
      'conversations_kind_fits',
      sql`(${table.kind} = 'listing' AND ${table.productId} IS NOT NULL AND ${table.orderId} IS NULL) OR (${table.kind} = 'order' AND ${table.orderId} IS NOT NULL)`,
    ),
  ],
);

/**
 * Plain-text messages of a conversation, of either kind. Stored as typed, shown as text; never HTML. The table
 * keeps the name it had when conversations were orders only: reports name messages by these ids.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    /** The buyer or the seller of the conversation. */
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
    index('order_messages_thread_idx').on(table.conversationId, table.createdAt),
    check('order_messages_text_length', sql`char_length(${table.text}) BETWEEN 1 AND 2000`),
  ],
);
