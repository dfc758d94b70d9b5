import { useLingui } from '@lingui/react/macro';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';

/** 'Cancel order', after a confirmation: a cancelled order cannot be restored. */
export function CancelOrderButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const cancelOrder = useCancelOrder();
  const number = orderNumber(order.id);
  return (
    <ConfirmButton
      label={t`Cancel order`}
      variant="outline"
      loading={cancelOrder.isPending}
      title={t`Cancel ${number}?`}
      description={
        order.paymentMethod === 'razorpay'
          ? t`The items go back on sale and your payment is marked for a refund.`
          : t`The items go back on sale and the seller is told.`
      }
      cancelLabel={t`Keep order`}
      confirmLabel={t`Cancel order`}
      confirmVariant="destructive"
      onConfirm={() => cancelOrder.mutate(order)}
    />
  );
}
