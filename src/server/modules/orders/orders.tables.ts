import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { ADDRESS_TYPES } from '../../../domain/catalogue.ts';
import type { HistoryNote } from '../../../domain/contracts/order-history.ts';
import { PART_STATES } from '../../../domain/exchange.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../domain/order-status.ts';
import { users } from '../auth/auth.tables.ts';
import { offers } from '../offers/offers.tables.ts';
import { products } from '../products/products.tables.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Sum of seller prices; the server computes every figure (docs/decisions/022-platform-fee.md). */
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    /** The platform fee. */
    commission: numeric('commission', { precision: 10, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('razorpay'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    deliveryAddressType: text('delivery_address_type', { enum: ADDRESS_TYPES }).notNull().default('home'),
    deliveryInstitution: text('delivery_institution'),
    deliveryAddress: text('delivery_address'),
    deliveryCity: text('delivery_city'),
    deliveryState: text('delivery_state'),
    deliveryPincode: text('delivery_pincode'),
    /** canCancel, refundRequested, refundStatus: the buyer's flags, written only from buyerFlags (docs/decisions/034). */
    canCancel: boolean('can_cancel').notNull().default(true),
    refundRequested: boolean('refund_requested').notNull().default(false),
    refundReason: text('refund_reason'),
    refundStatus: text('refund_status'),
    /** When the buyer took the documents of the paid order, which ended its free cancellation (docs/decisions/002, 034). */
    documentsTakenAt: timestamp('documents_taken_at', { withTimezone: true }),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    /** When the order last became `delivered`: it completes by itself AUTO_COMPLETE_DAYS later (domain/exchange.ts). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The provider's payment id: one payment backs at most one order. */
    paymentId: text('payment_id'),
    /** The provider's order id. */
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Admin "delete transaction" hides the order; its rows stay (docs/decisions/025-admin-deletes-and-revenue-resets.md). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('orders_amounts_not_negative', sql`${table.subtotal} >= 0 AND ${table.commission} >= 0`),
    uniqueIndex('orders_payment_id_idx').on(table.paymentId),
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('orders_status_idx').on(table.status),
    index('orders_created_idx').on(table.createdAt.desc().nullsFirst()),
    // The auto-complete job looks only at delivered orders, oldest delivery first.
    index('orders_delivered_idx').on(table.deliveredAt).where(sql`${table.status} = 'delivered'`),
  ],
);

/** One line of an order, with a snapshot of what was bought from whom at what price. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    quantity: integer('quantity').notNull().default(1),
    /** Seller's unit price at the time of the order. */
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /** Platform fee for this line (price × quantity × tier rate, rounded to the paisa). */
    platformFee: numeric('platform_fee', { precision: 10, scale: 2 }).notNull(),
    productTitle: text('product_title').notNull(),
    productPrice: numeric('product_price', { precision: 10, scale: 2 }).notNull(),
    /**
     * The accepted offer that priced this line (one unit at `price`, while `product_price` is the asking price;
     * docs/decisions/038-offers.md); null for a line bought at the asking price.
     */
    offerId: integer('offer_id').references(() => offers.id),
    sellerName: text('seller_name'),
    sellerEmail: text('seller_email'),
    sellerPhone: text('seller_phone'),
    /** Where the buyer collects it, as the listing said when the order was placed (docs/decisions/036). */
    pickupInstitution: text('pickup_institution'),
    pickupAddress: text('pickup_address'),
    pickupCity: text('pickup_city'),
    pickupState: text('pickup_state'),
    pickupPincode: text('pickup_pincode'),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    index('order_items_seller_idx').on(table.sellerId),
  ],
);

/** Every status change: who, when, from, to (docs/decisions/023-stock-and-orders.md). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    /**
     * What the step says, as data: a kind of HistoryNoteSchema and its values, both null for a step without a
     * note (docs/decisions/073-notifications-as-data.md).
     */
    noteKind: text('note_kind').$type<HistoryNote['kind']>(),
    noteParams: jsonb('note_params').$type<HistoryNote['params']>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * One seller's part of an order (docs/decisions/030-order-parts-and-hand-over-codes.md): the hand-over code the
 * buyer shows and the seller enters, where the part stands, and what is due back to the buyer if it is declined.
 * Created with the order, one per seller; every change happens under the order's row lock.
 */
export const orderParts = pgTable(
  'order_parts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** Six digits from crypto.randomInt; shown to the buyer only, never in a seller's answer. */
    handoverCode: text('handover_code').notNull(),
    state: text('state', { enum: PART_STATES }).notNull().default('awaiting'),
    /** Wrong codes entered since the last lock ended; the count survives the refused request. */
    wrongCodeTries: integer('wrong_code_tries').notNull().default(0),
    codeLockedUntil: timestamp('code_locked_until', { withTimezone: true }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** The seller who entered the code, or the admin who set the order's status; null for backfilled parts. */
    handedOverBy: integer('handed_over_by').references(() => users.id),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** What the buyer paid for a declined part of an online-paid order (price × quantity + fee); null otherwise. */
    refundDue: numeric('refund_due', { precision: 10, scale: 2 }),
    /** The order's own creation time, so a seller's sales list is ordered from this table alone. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_parts_order_seller_idx').on(table.orderId, table.sellerId),
    index('order_parts_seller_created_idx').on(
      table.sellerId,
      table.createdAt.desc().nullsFirst(),
      table.orderId.desc().nullsFirst(),
    ),
    check('order_parts_state_known', sql`${table.state} IN ('awaiting', 'handed_over', 'declined')`),
    check('order_parts_code_six_digits', sql`${table.handoverCode} ~ '^[0-9]{6}$'`),
    check('order_parts_tries_not_negative', sql`${table.wrongCodeTries} >= 0`),
    check('order_parts_refund_not_negative', sql`${table.refundDue} >= 0`),
  ],
);

/**
 * One checkout attempt of a buyer, by the Idempotency-Key the browser sent with it
 * (docs/decisions/040-idempotent-checkout.md): written in the order's own transaction, so a key either names the
 * order it placed or nothing at all. The same key again answers that order; the same key with another body is
 * refused. Keys are the buyer's own: another student's identical key is another attempt.
 */
export const checkoutRequests = pgTable(
  'checkout_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** SHA-256 of the request body as the server read it (keys sorted), in hex. */
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checkout_requests_user_key_idx').on(table.userId, table.key),
    check('checkout_requests_key_length', sql`char_length(${table.key}) BETWEEN 1 AND 100`),
  ],
);
