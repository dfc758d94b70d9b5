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
import { useCancelOrder } from '../api/cancel-order.ts';

/** 'Cancel order', after a confirmation: a cancelled order cannot be restored. */
export function CancelOrderButton({ order }: { order: Order }) {
  const cancelOrder = useCancelOrder();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" loading={cancelOrder.isPending}>
          Cancel order
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Cancel {orderNumber(order.id)}?</AlertDialogTitle>
        <AlertDialogDescription>
          {order.paymentMethod === 'razorpay'
            ? 'The items go back on sale and your payment is marked for a refund.'
            : 'The items go back on sale and the seller is told.'}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep order</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => cancelOrder.mutate(order)}>
            Cancel order
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
