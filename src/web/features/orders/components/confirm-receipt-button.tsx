import { useLingui } from '@lingui/react/macro';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';

/** 'Confirm receipt', after a confirmation: a completed order can no longer be refunded. */
export function ConfirmReceiptButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const confirmReceipt = useConfirmReceipt();
  const number = orderNumber(order.id);
  return (
    <ConfirmButton
      label={t`Confirm receipt`}
      loading={confirmReceipt.isPending}
      title={t`Got everything in ${number}?`}
      description={t`This completes the order. If something is missing or not as described, request a refund instead.`}
      cancelLabel={t`Not yet`}
      confirmLabel={t`Yes, I got it`}
      onConfirm={() => confirmReceipt.mutate(order)}
    />
  );
}
