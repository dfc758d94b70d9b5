import type { Order } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirmReceipt } from '../api/confirm-receipt.ts';

/** 'Confirm receipt', after a confirmation: a completed order can no longer be refunded. */
export function ConfirmReceiptButton({ order }: { order: Order }) {
  const confirmReceipt = useConfirmReceipt();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button loading={confirmReceipt.isPending}>Confirm receipt</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Got everything in {orderNumber(order.id)}?</AlertDialogTitle>
        <AlertDialogDescription>
          This completes the order. If something is missing or not as described, request a refund instead.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Not yet</AlertDialogCancel>
          <AlertDialogAction onClick={() => confirmReceipt.mutate(order)}>Yes, I got it</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
