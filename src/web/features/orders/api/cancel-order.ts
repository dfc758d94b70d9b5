import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { invalidateOrder } from './invalidate-order.ts';

export function cancelOrder(orderId: number): Promise<Order> {
  return apiRequest<Order>('PUT', `/api/orders/${orderId}/cancel`);
}

/** Cancels an order that has not left the seller; its stock goes back on sale. */
export function useCancelOrder() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Order) => cancelOrder(order.id),
    onSuccess: async (cancelled) => {
      const number = orderNumber(cancelled.id);
      toast({
        title: t`Order Cancelled`,
        description: t`${number} has been cancelled.`,
        variant: 'success',
      });
      await invalidateOrder(queryClient, cancelled);
    },
    onError: (error) => {
      toast({ title: t`Cancellation Failed`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
