import type { Order } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';

/** 'Confirm receipt', after a confirmation: a completed order can no longer be refunded. */
export function ConfirmReceiptButton({ order }: { order: Order }) {
  const confirmReceipt = useConfirmReceipt();
  return (
    <ConfirmButton
      label="Confirm receipt"
      loading={confirmReceipt.isPending}
      title={`Got everything in ${orderNumber(order.id)}?`}
      description="This completes the order. If something is missing or not as described, request a refund instead."
      cancelLabel="Not yet"
      confirmLabel="Yes, I got it"
      onConfirm={() => confirmReceipt.mutate(order)}
    />
  );
}
