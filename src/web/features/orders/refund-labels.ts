import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefundReason, RefundStatus } from '../../../domain/refunds.ts';

/** Where a refund stands, in words (the English of src/domain/refunds.ts, which e-mails and admin keep). */
export const REFUND_STATUS_NAMES: Record<RefundStatus, MessageDescriptor> = {
  pending: msg`Refund pending`,
  processed: msg`Refund processed`,
  failed: msg`Refund not through yet`,
};

/** Why money went back, in the buyer's words (the English of src/domain/refunds.ts). */
export const REFUND_REASON_NAMES: Record<RefundReason, MessageDescriptor> = {
  order_cancelled: msg`Order cancelled`,
  part_declined: msg`Declined by the seller`,
  refund_approved: msg`Refund request approved`,
  checkout_failed: msg`Checkout could not be completed`,
  payment_unclaimed: msg`Payment not used for an order`,
};
