import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { invalidateOrder } from './invalidate-order.ts';

export function confirmReceipt(orderId: number): Promise<Order> {
  return apiRequest<Order>('POST', `/api/orders/${orderId}/confirm-receipt`);
}

/** The buyer says everything arrived: the order is completed. */
export function useConfirmReceipt() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Order) => confirmReceipt(order.id),
    onSuccess: async (completed) => {
      const number = orderNumber(completed.id);
      toast({
        title: t`Thanks for confirming`,
        description: t`${number} is complete.`,
        variant: 'success',
      });
      await invalidateOrder(queryClient, completed);
    },
    onError: (error) => {
      toast({ title: t`Could not confirm`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
