import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** signup, order, product_sold or other. */
    type: text('type').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    productId: integer('product_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(
      table.userId,
      table.isRead,
      table.createdAt.desc().nullsFirst(),
    ),
  ],
);
