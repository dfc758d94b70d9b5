import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { OFFER_CLOSE_REASONS, OFFER_STATUSES } from '../../../domain/offers.ts';
import { users } from '../auth/auth.tables.ts';
import { products } from '../products/products.tables.ts';

/**
 * Offers on listings (docs/decisions/038-offers.md), one row per offer, changed in place as it is answered.
 * Amounts are integer paise (whole rupees). "Expired" is not stored: it is read from `answer_by` and
 * `hold_until` against the clock, so no job has to run for an offer to stop counting.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** The listing's price when the offer was made, in paise. */
    askingPrice: integer('asking_price').notNull(),
    /** The buyer's offer, in paise. */
    amount: integer('amount').notNull(),
    /** The seller's counter, in paise. */
    counterAmount: integer('counter_amount'),
    /** The agreed price once accepted, in paise. */
    acceptedAmount: integer('accepted_amount'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    closedReason: text('closed_reason', { enum: OFFER_CLOSE_REASONS }),
    /** When the side it waits for must answer by: 48 hours from the offer, or from the counter. */
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    /** Until when an accepted offer holds its price: 24 hours from the acceptance. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /**
     * The order that used it. No foreign key: the orders module sits above this one and points at offers from its
     * order lines, so a key back would tie the two modules' tables in a circle.
     */
    usedByOrderId: integer('used_by_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A buyer's offers on a listing: the one-open-offer rule, the checkout's price, the thread's cards.
    index('offers_product_buyer_idx').on(table.productId, table.buyerId),
    // The daily cap counts a buyer's offers of the day.
    index('offers_buyer_created_idx').on(table.buyerId, table.createdAt),
    check('offers_amount_positive', sql`${table.amount} > 0 AND ${table.askingPrice} > 0`),
  ],
);
