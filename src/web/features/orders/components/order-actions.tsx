import type { Order } from '../../../../domain/contracts/orders.ts';
import { canCancel, canRequestRefund } from '../../../../domain/order-status.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { RefundRequestDialog } from './refund-request-dialog.tsx';

/** Cancel while the spec allows it (section 4), or ask for a refund once the order has arrived. */
export function OrderActions({ order }: { order: Order }) {
  const cancellable = canCancel(order);
  const refundable = canRequestRefund(order);
  if (!cancellable && !refundable) return null;
  return (
    <>
      {cancellable && <CancelOrderButton order={order} />}
      {refundable && <RefundRequestDialog order={order} />}
    </>
  );
}
