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
  orderId: z.number().int(),
  /** TXN-000042, as the order shows it. */
  orderNumber: z.string(),
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
  paid: z.string(),
});
export type PayoutTotals = z.infer<typeof PayoutTotalsSchema>;

/** GET /api/payouts: the three totals and one page of entries, newest first (total in X-Total-Count). */
export const PayoutsSchema = PayoutTotalsSchema.extend({ entries: z.array(PayoutEntrySchema) });
export type Payouts = z.infer<typeof PayoutsSchema>;

/** One seller with unpaid entries, as admins see them. */
export const SellerPayoutSchema = z.object({
  sellerId: z.number().int(),
  name: z.string(),
  due: z.string(),
  pending: z.string(),
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
  amount: z.string(),
  count: z.number().int(),
  reference: z.string(),
  paidAt: z.string(),
});
export type Settlement = z.infer<typeof SettlementSchema>;
