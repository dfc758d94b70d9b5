import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../../domain/contracts/notifications.ts';
import { users } from '../auth/auth.tables.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    message: text('message').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    productId: integer('product_id'),
    /** Whose side of the order the recipient is on (buyer or seller): it decides which page the notice opens. */
    orderRole: text('order_role'),
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
