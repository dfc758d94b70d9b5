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
import { REFUND_REASONS, REFUND_STATUSES } from '../../../domain/refunds.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * created → paid → consumed (an order was placed), or failed; paid → refunded when the checkout that held it
 * failed and its money went back (docs/decisions/040-idempotent-checkout.md).
 */
const PAYMENT_STATUSES = ['created', 'paid', 'consumed', 'failed', 'refunded'] as const;

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
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    /** The items the amount was computed for: [{ productId, quantity }]. */
    items: jsonb('items').notNull(),
    /**
     * When the provider captured the payment (the browser's verification or the webhook, whichever came first):
     * a payment still unclaimed 15 minutes later is refunded (docs/decisions/047-unclaimed-payments.md).
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
    // The unclaimed-payments sweep looks only at captured payments no order has claimed yet.
    index('payments_unclaimed_idx').on(table.paidAt).where(sql`${table.status} = 'paid'`),
  ],
);

/**
 * Money going back to a buyer through the gateway (docs/decisions/041-refunds-through-the-gateway.md): one row per
 * thing refunded — one seller's part of an order, or a payment whose checkout failed — under a unique key, so a
 * part is refunded at most once whatever asked for it (a cancel, a decline, an admin's approval) and however
 * often. pending → processed, or failed with the gateway's reason and retried by the refund job.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** "order-{orderId}-seller-{sellerId}" for a part, "payment-{paymentId}-checkout" for a failed checkout. */
    refundKey: text('refund_key').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The buyer: the user who paid. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Our order (no foreign key: the orders module owns that table); null for a failed checkout. */
    orderId: integer('order_id'),
    /** The seller whose part is refunded; null for a failed checkout. */
    sellerId: integer('seller_id').references(() => users.id),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** The gateway's words when it refused or could not be reached; cleared once processed. */
    failureReason: text('failure_reason'),
    /** Gateway calls made so far. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Which refund at the provider this is: 1, then one more each time the provider reports a refund it had
     * accepted as failed. Part of the idempotency key, so a retry of a lost answer reaches the same refund and a
     * refund after a failed one is a new one.
     */
    providerAttempt: integer('provider_attempt').notNull().default(1),
    /** When the refund may be sent (again); pushed ahead while one process is sending it. Null once processed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_key_idx').on(table.refundKey),
    uniqueIndex('refunds_provider_refund_idx').on(table.providerRefundId),
    index('refunds_order_idx').on(table.orderId),
    index('refunds_payment_idx').on(table.paymentId),
    // The refund job looks only at refunds still to be sent or checked, the most overdue first.
    index('refunds_due_idx').on(table.nextAttemptAt).where(sql`${table.status} <> 'processed'`),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    check('refunds_status_known', sql`${table.status} IN ('pending', 'processed', 'failed')`),
    check(
      'refunds_reason_known',
      sql`${table.reason} IN ('order_cancelled', 'part_declined', 'refund_approved', 'checkout_failed', 'payment_unclaimed')`,
    ),
  ],
);
