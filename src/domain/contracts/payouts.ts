import { z } from 'zod';
import { PAYOUT_KINDS, PAYOUT_REFERENCE_MAX, PAYOUT_STATUSES } from '../payouts.ts';
import { pageQuery, singleLine } from './common.ts';

/**
 * The seller payout ledger over HTTP (docs/decisions/043-seller-payout-ledger.md). Amounts are rupee strings with
 * two decimals ("349.00"), negative for a reversal ("-349.00").
 */

export const PAYOUTS_PAGE_SIZE = 20;

export const PayoutsQuerySchema = z.object(
  pageQuery({ pageSize: PAYOUTS_PAGE_SIZE, maxLimit: 50, rows: 'entries' }),
);
export type PayoutsQuery = z.input<typeof PayoutsQuerySchema>;

export const PayoutEntrySchema = z.object({
  id: z.number().int(),
  /** None for a fee paid to the platform or netted from a payout. */
  orderId: z.number().int().nullable(),
  /** TXN-000042, as the order shows it. */
  orderNumber: z.string().nullable(),
  kind: z.enum(PAYOUT_KINDS),
  amount: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type PayoutEntry = z.infer<typeof PayoutEntrySchema>;

export const PayoutTotalsSchema = z.object({
  pending: z.string(),
  due: z.string(),
  /** Sent to the seller: payouts settled less the fees netted from them. */
  paid: z.string(),
  /** The platform fees of cash sales the seller still owes (docs/decisions/048); negative for a credit. */
  feesOwed: z.string(),
});
export type PayoutTotals = z.infer<typeof PayoutTotalsSchema>;

/** A cash sale whose fee the seller still owes, and how much of it. */
export const FeeOwedSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  amount: z.string(),
  handedOverAt: z.string(),
});
export type FeeOwed = z.infer<typeof FeeOwedSchema>;

/**
 * GET /api/payouts: the totals, the cash sales whose fees are owed (oldest first) and one page of entries, newest
 * first (total in X-Total-Count).
 */
export const PayoutsSchema = PayoutTotalsSchema.extend({
  feesOwedOrders: z.array(FeeOwedSchema),
  entries: z.array(PayoutEntrySchema),
});
export type Payouts = z.infer<typeof PayoutsSchema>;

/** One seller with unpaid entries, as admins see them. */
export const SellerPayoutSchema = z.object({
  sellerId: z.number().int(),
  name: z.string(),
  due: z.string(),
  pending: z.string(),
  feesOwed: z.string(),
  /** Unpaid entries. */
  count: z.number().int(),
});
export type SellerPayout = z.infer<typeof SellerPayoutSchema>;

export const SettlePayoutSchema = z.object({
  reference: z
    .string({ error: 'Please enter the payment reference' })
    .trim()
    .min(1, 'Please enter the payment reference')
    .max(PAYOUT_REFERENCE_MAX, `The reference can be at most ${PAYOUT_REFERENCE_MAX} characters`)
    .regex(...singleLine('Reference')),
});
export type SettlePayout = z.input<typeof SettlePayoutSchema>;

export const SettlementSchema = z.object({
  sellerId: z.number().int(),
  /** What is sent to the seller: the due entries less the fees netted. */
  amount: z.string(),
  feesNetted: z.string(),
  count: z.number().int(),
  reference: z.string(),
  paidAt: z.string(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

/** POST /api/admin/payouts/{sellerId}/fees-paid: what a seller paid the platform of the fees they owe. */
export const RecordFeesPaidSchema = z.object({
  amount: z
    .string({ error: 'Please enter the amount paid' })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Please enter the amount in rupees, such as 250 or 250.50')
    .refine((amount) => Number(amount) > 0, 'The amount must be more than ₹0'),
  reference: SettlePayoutSchema.shape.reference,
});
export type RecordFeesPaid = z.input<typeof RecordFeesPaidSchema>;

export const FeesPaidSchema = z.object({
  sellerId: z.number().int(),
  amount: z.string(),
  /** What the seller still owes after it. */
  feesOwed: z.string(),
  reference: z.string(),
  paidAt: z.string(),
});
export type FeesPaid = z.infer<typeof FeesPaidSchema>;
