import { useLingui } from '@lingui/react/macro';
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
  const { i18n, t } = useLingui();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async (order) => {
      const number = formatOrderNumber(order.id);
      const status = statusLabel(order.status, i18n);
      toast({ title: t`Order Updated`, description: t`${number} is now ${status}.`, variant: 'success' });
      await invalidateAdmin(queryClient);
    },
    onError: () => {
      toast({ title: t`Error`, description: t`Failed to update order status.`, variant: 'destructive' });
    },
  });
}
