import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * A provider order the server created for an amount it computed, and what became of it.
 * An order may be placed against a payment only once, by the user who paid, for the amount paid.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('INR'),
    /** created → paid → consumed (an order was placed), or failed. */
    status: text('status').notNull().default('created'),
    /** The items the amount was computed for: [{ productId, quantity }]. */
    items: jsonb('items').notNull(),
    /** Our order placed with this payment, once it is consumed. */
    placedOrderId: integer('placed_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_amount_positive', sql`${table.amount} > 0`),
    uniqueIndex('payments_provider_order_idx').on(table.providerOrderId),
    uniqueIndex('payments_provider_payment_idx').on(table.providerPaymentId),
    index('payments_user_idx').on(table.userId),
  ],
);
