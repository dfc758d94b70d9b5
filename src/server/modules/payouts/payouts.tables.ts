import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAYOUT_KINDS } from '../../../domain/payouts.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * The seller payout ledger (docs/decisions/043-seller-payout-ledger.md): append-only. An `earning` is written when
 * a seller's part of an order paid online is handed over (the base price due to them), a `reversal` when that part
 * is refunded afterwards (the same amount, negative). Rows are never deleted, and the only change ever made to a
 * row is marking it paid (paid_at, paid_by, payout_reference) when an admin settles the seller's due entries.
 * Beside them, the fees cash sales owe (docs/decisions/048-fees-cash-sales-owe.md): `fee_owed` and `fee_reversal`
 * per cash part, `fee_paid` and `fee_netted` (no order) written paid, with their reference, when they happen.
 */
export const payoutEntries = pgTable(
  'payout_entries',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** Our order (no foreign key: the orders module owns that table); none for fee_paid and fee_netted. */
    orderId: integer('order_id'),
    kind: text('kind', { enum: PAYOUT_KINDS }).notNull(),
    /**
     * Signed integer paise, positive when it is money for the seller: an earning, a fee reversed, paid or netted;
     * negative for a reversal and a fee owed. bigint: a part may exceed int4.
     */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Two full working days after it was written, India time (docs/decisions/044-working-days-and-holidays.md). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The admin who settled it. */
    paidBy: integer('paid_by').references(() => users.id),
    /** The bank transfer's reference given when settling (1–100 characters). */
    payoutReference: text('payout_reference'),
  },
  (table) => [
    // One earning, fee owed and at most one reversal of each per seller's part, whatever asks and however often.
    // Entries without an order (fee_paid, fee_netted) are NULL there, which a unique index never counts as equal.
    uniqueIndex('payout_entries_part_kind_idx').on(table.orderId, table.sellerId, table.kind),
    index('payout_entries_seller_created_idx').on(table.sellerId, table.createdAt.desc(), table.id.desc()),
    // What admins settle: unpaid entries, by seller.
    index('payout_entries_unpaid_idx').on(table.sellerId, table.dueAt).where(sql`${table.paidAt} IS NULL`),
    check(
      'payout_entries_kind_known',
      sql`${table.kind} IN ('earning', 'reversal', 'fee_owed', 'fee_reversal', 'fee_paid', 'fee_netted')`,
    ),
    check(
      'payout_entries_sign_matches_kind',
      sql`(${table.kind} IN ('earning', 'fee_reversal', 'fee_paid') AND ${table.amountPaise} > 0) OR (${table.kind} IN ('reversal', 'fee_owed') AND ${table.amountPaise} < 0) OR (${table.kind} = 'fee_netted' AND ${table.amountPaise} <> 0)`,
    ),
    check(
      'payout_entries_order_matches_kind',
      sql`(${table.orderId} IS NULL) = (${table.kind} IN ('fee_paid', 'fee_netted'))`,
    ),
    check(
      'payout_entries_paid_with_reference',
      sql`(${table.paidAt} IS NULL) = (${table.payoutReference} IS NULL)`,
    ),
  ],
);
