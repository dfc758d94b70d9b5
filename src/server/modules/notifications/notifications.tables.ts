import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES, type NotificationContent } from '../../../domain/contracts/notifications.ts';
import { users } from '../auth/auth.tables.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /**
     * What the notification says, as data: a kind of NotificationContentSchema and that kind's values, worded in
     * the reader's language when shown (docs/decisions/073-notifications-as-data.md).
     */
    kind: text('kind').$type<NotificationContent['kind']>().notNull(),
    params: jsonb('params').$type<NotificationContent['params']>().notNull(),
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
