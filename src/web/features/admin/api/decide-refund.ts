import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, RefundDecision } from '../../../../domain/contracts/admin.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { formatOrderNumber, formatPrice } from '../../../lib/format.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/**
 * Approves a buyer's refund request (refunded through the gateway) or rejects it with a note for the buyer
 * (docs/decisions/042-refund-requests-decided-by-an-admin.md).
 */
export function decideRefund({
  orderId,
  ...decision
}: RefundDecision & { orderId: number }): Promise<AdminOrder> {
  return apiRequest<AdminOrder>('POST', `/api/admin/orders/${orderId}/refund`, decision);
}

export function useDecideRefund() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: decideRefund,
    onSuccess: async (order, { approve }) => {
      const number = formatOrderNumber(order.id);
      const amount = formatPrice(order.totalAmount);
      const status = order.status;
      toast(
        approve
          ? {
              title: t`Refund Approved`,
              description: t`${number}: ${amount} goes back to the buyer.`,
              variant: 'success',
            }
          : {
              title: t`Refund Rejected`,
              description: t`${number} is ${status} again.`,
              variant: 'success',
            },
      );
      await invalidateAdmin(queryClient);
    },
    onError: (error) => {
      toast({
        title: t`Failed to decide the refund.`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
