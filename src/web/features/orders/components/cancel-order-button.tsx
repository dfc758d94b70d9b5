import type { Order } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';

/** 'Cancel order', after a confirmation: a cancelled order cannot be restored. */
export function CancelOrderButton({ order }: { order: Order }) {
  const cancelOrder = useCancelOrder();
  return (
    <ConfirmButton
      label="Cancel order"
      variant="outline"
      loading={cancelOrder.isPending}
      title={`Cancel ${orderNumber(order.id)}?`}
      description={
        order.paymentMethod === 'razorpay'
          ? 'The items go back on sale and your payment is marked for a refund.'
          : 'The items go back on sale and the seller is told.'
      }
      cancelLabel="Keep order"
      confirmLabel="Cancel order"
      confirmVariant="destructive"
      onConfirm={() => cancelOrder.mutate(order)}
    />
  );
}
