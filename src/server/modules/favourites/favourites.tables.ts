import { boolean, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { products } from '../products/products.tables.ts';

/** Listings students saved (docs/decisions/019-favourites-and-saved-searches.md): one row per student and listing. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lowest price the student was told the listing dropped to: a drop is told only below it. */
    notifiedPrice: numeric('notified_price', { precision: 10, scale: 2 }),
    /** Whether the student was told the listing sold out (once). */
    soldOutNotified: boolean('sold_out_notified').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    index('favourites_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('favourites_product_idx').on(table.productId),
  ],
);
