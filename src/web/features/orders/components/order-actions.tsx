import type { Order } from '../../../../domain/contracts/orders.ts';
import { canConfirmReceipt } from '../../../../domain/exchange.ts';
import { canCancel, canRequestRefund } from '../../../../domain/order-status.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { ConfirmReceiptButton } from './confirm-receipt-button.tsx';
import { RefundRequestDialog } from './refund-request-dialog.tsx';

/**
 * Cancel while the spec allows it (section 4); once the order is handed over, confirm receipt or ask for a
 * refund (docs/decisions/033-auto-complete-and-notification-links.md).
 */
export function OrderActions({ order }: { order: Order }) {
  const cancellable = canCancel(order);
  const confirmable = canConfirmReceipt(order);
  const refundable = canRequestRefund(order);
  if (!cancellable && !confirmable && !refundable) return null;
  return (
    <>
      {cancellable && <CancelOrderButton order={order} />}
      {confirmable && <ConfirmReceiptButton order={order} />}
      {refundable && <RefundRequestDialog order={order} />}
    </>
  );
}
