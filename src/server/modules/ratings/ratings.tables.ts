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
import { RATING_DIRECTIONS } from '../../../domain/deal-ratings.ts';
import { users } from '../auth/auth.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * One side's rating of the other after a deal — a seller's part of an order, handed over
 * (docs/decisions/082-ratings-from-real-deals.md): once per part and direction, never changed afterwards.
 */
export const dealRatings = pgTable(
  'deal_ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The seller of the part: with the order, it names the deal. */
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    direction: text('direction', { enum: RATING_DIRECTIONS }).notNull(),
    /** Null once the rater deleted their account: the stars stay, no longer anyone's (docs/decisions/081). */
    raterId: integer('rater_id').references(() => users.id),
    rateeId: integer('ratee_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** The part's hand-over, copied: the rating shows BLIND_DAYS after it even if the other side never rates. */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }).notNull(),
    /**
     * When the rating began to show: when both sides had rated, or when the hourly job found its blind days over
     * (it shows from then whatever this says: isRatingRevealed). Null until then.
     */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('deal_ratings_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    check(
      'deal_ratings_direction_known',
      sql`${table.direction} IN ('buyer_rates_seller', 'seller_rates_buyer')`,
    ),
    uniqueIndex('deal_ratings_deal_direction_idx').on(table.orderId, table.sellerId, table.direction),
    // A profile reads a person's ratings as a seller, newest first.
    index('deal_ratings_ratee_idx').on(table.rateeId, table.direction, table.createdAt.desc().nullsFirst()),
    index('deal_ratings_rater_idx').on(table.raterId),
    // The hourly job looks only at ratings not yet shown, oldest hand-over first.
    index('deal_ratings_hidden_idx').on(table.handedOverAt).where(sql`${table.revealedAt} IS NULL`),
  ],
);
