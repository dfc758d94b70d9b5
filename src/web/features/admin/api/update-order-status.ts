import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../domain/contracts/admin.ts';
import type { OrderStatus } from '../../../../domain/order-status.ts';
import { statusLabel } from '../../../components/order-status-badge.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { formatOrderNumber } from '../../../lib/format.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/** Sets an order's status (admin); the buyer is notified and the change is kept in the order's history. */
export function updateOrderStatus({
  orderId,
  status,
}: {
  orderId: number;
  status: OrderStatus;
}): Promise<AdminOrder> {
  return apiRequest<AdminOrder>('PUT', `/api/orders/${orderId}/status`, { status });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async (order) => {
      toast({
        title: 'Order Updated',
        description: `${formatOrderNumber(order.id)} is now ${statusLabel(order.status)}.`,
        variant: 'success',
      });
      await invalidateAdmin(queryClient);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to update order status.', variant: 'destructive' });
    },
  });
}
