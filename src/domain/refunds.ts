/**
 * Money going back to a buyer (docs/decisions/041-refunds-through-the-gateway.md): each seller's part of an
 * online-paid order is refunded at most once, for exactly what the buyer paid for it, through the gateway.
 */

/** Where a refund stands: pending until the gateway has processed it, failed (and retried) when it refused. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why money goes back. */
export const REFUND_REASONS = [
  'order_cancelled',
  'part_declined',
  'refund_approved',
  'checkout_failed',
  'payment_unclaimed',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Where a refund stands, in the buyer's words (the order page, the receipt, the admin's list). */
export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  pending: 'Refund pending',
  processed: 'Refund processed',
  failed: 'Refund not through yet',
};

/** Why money went back, in the buyer's words. */
export const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  order_cancelled: 'Order cancelled',
  part_declined: 'Declined by the seller',
  refund_approved: 'Refund request approved',
  checkout_failed: 'Checkout could not be completed',
  payment_unclaimed: 'Payment not used for an order',
};

/** The one key of a part's refund: whatever asks for it (cancel, decline, approval), a part is refunded once. */
export function partRefundKey(orderId: number, sellerId: number): string {
  return `order-${orderId}-seller-${sellerId}`;
}

/**
 * The key of the refund of a whole payment no order kept — its checkout failed (docs/decisions/040) or no order
 * claimed it in time (docs/decisions/047): either way a payment goes back once.
 */
export function paymentRefundKey(paymentId: number): string {
  return `payment-${paymentId}-checkout`;
}

/**
 * The order's `refundStatus` from its refunds: failed when any failed (someone must look), pending while any is
 * on its way, processed when all are; null without refunds.
 */
export function orderRefundStatus(statuses: readonly RefundStatus[]): RefundStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('pending')) return 'pending';
  return 'processed';
}

/**
 * Where the buyer's money stands, as the order shows it (`orders.refund_status`, derived by `buyerFlags` in
 * order-transitions.ts): a request waiting for an admin or turned down, a refund approved with nothing to send
 * through the gateway, or the refunds' own summary.
 */
export type OrderRefundStatus = RefundStatus | 'requested' | 'rejected' | 'approved';

const MINUTE_MS = 60_000;

/** How long a captured payment may wait for its order before it is refunded (docs/decisions/047). */
export const UNCLAIMED_PAYMENT_MS = 15 * MINUTE_MS;

/** When a payment captured at `paidAt` and still claimed by no order is refunded. */
export function unclaimedRefundDueAt(paidAt: Date): Date {
  return new Date(paidAt.getTime() + UNCLAIMED_PAYMENT_MS);
}

/** How long a process may take to send one refund before another may try it again. */
export const REFUND_LEASE_MS = 5 * MINUTE_MS;

/** How soon a refund the gateway accepted but has not processed yet is asked about again. */
export const REFUND_POLL_MS = 30 * MINUTE_MS;

/**
 * When a failed refund is tried again: 5 minutes after the first failure, doubling each time, at most 6 hours
 * apart. A refund is retried for as long as it fails; the order page and the admin see it failing.
 */
export function refundRetryDelayMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 7);
  return Math.min(5 * MINUTE_MS * 2 ** doublings, 6 * 60 * MINUTE_MS);
}
