import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { products } from '../products/products.tables.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    /** Null once the reviewer deleted their account: the rating stays, no longer anyone's (docs/decisions/081). */
    userId: integer('user_id').references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    orderId: integer('order_id').references(() => orders.id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the PassItOn team removed it after a report: kept for the audit, shown as "Removed by the PassItOn team"
     * and left out of ratings (docs/decisions/083-reports-and-suspensions.md).
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    // One review per user and product (docs/decisions/015-reviews-and-ratings.md).
    uniqueIndex('reviews_user_product_idx').on(table.userId, table.productId),
    index('reviews_product_created_idx').on(table.productId, table.createdAt.desc().nullsFirst()),
  ],
);
