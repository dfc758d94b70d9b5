import { z } from 'zod';
import { REFUND_REASONS, REFUND_STATUSES } from '../refunds.ts';
import { MAX_RECORD_ID } from './common.ts';

export const PaymentItemsSchema = z
  .array(
    z.object({
      productId: z.number().int().positive().max(MAX_RECORD_ID, 'Product id is out of range'),
      quantity: z.number().int().min(1).max(1000),
    }),
  )
  .min(1)
  .max(50);

/**
 * POST /api/razorpay/create-order. The spec's client sends amount, currency and receipt; the server ignores
 * the amount and computes it from the Buy Now items, or from the buyer's cart when none are given.
 */
export const CreatePaymentOrderSchema = z.object({
  amount: z.union([z.number(), z.string()]).optional(),
  currency: z.literal('INR').optional(),
  receipt: z.string().max(40).optional(),
  items: PaymentItemsSchema.optional(),
});

export const PaymentOrderResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  key_id: z.string(),
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }),
});

export const VerifyPaymentSchema = z.object({
  razorpay_order_id: z.string({ error: 'Payment details are missing' }).min(1).max(100),
  razorpay_payment_id: z.string({ error: 'Payment details are missing' }).min(1).max(100),
  razorpay_signature: z.string({ error: 'Payment details are missing' }).min(1).max(200),
});
export type VerifyPayment = z.infer<typeof VerifyPaymentSchema>;

export const PaymentResultSchema = z.object({ success: z.boolean(), message: z.string() });

/** The simulated gateway's checkout: what the Pay / Fail buttons ask the stand-in provider to do. */
export const SimulatedCheckoutSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});

/**
 * GET /api/admin/payments/unclaimed (docs/decisions/047-unclaimed-payments.md): a captured payment no order has
 * claimed, from its capture until its refund is processed.
 */
export const UnclaimedPaymentSchema = z.object({
  paymentId: z.number().int(),
  providerPaymentId: z.string(),
  providerOrderId: z.string(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** Rupees, the whole payment. */
  amount: z.string(),
  paidAt: z.iso.datetime(),
  /** When it is refunded unless an order claims it first. */
  refundDueAt: z.iso.datetime(),
  /** The refund once one is on its way; null while the payment still waits for its order. */
  refund: z
    .object({
      status: z.enum(REFUND_STATUSES),
      reason: z.enum(REFUND_REASONS),
      /** The gateway's reason when it refused or could not be reached. */
      failureReason: z.string().nullable(),
      attempts: z.number().int(),
    })
    .nullable(),
});
export type UnclaimedPayment = z.infer<typeof UnclaimedPaymentSchema>;
