import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { invalidateOrder } from './invalidate-order.ts';

/** The team's promise once a refund is asked for (spec, section 4). */
export const REFUND_PROCESSING_NOTE = msg`Our team will process your request in 3-5 business days.`;

/**
 * A cash order's money never passed through PassItOn: the seller gives the cash back in person once the refund is
 * approved (docs/decisions/042, 048), so the team promises a decision, not a payment.
 */
export const CASH_REFUND_NOTE = msg`Our team will look at your request in 3-5 business days. You paid the seller in cash, so if it is approved the seller gives the cash back to you when you return the items.`;

/** What happens after a refund request, for this order's way of paying. */
export function refundProcessingNote(order: Pick<Order, 'paymentMethod'>) {
  return order.paymentMethod === 'cod' ? CASH_REFUND_NOTE : REFUND_PROCESSING_NOTE;
}

export function requestRefund(orderId: number, reason: string): Promise<Order> {
  return apiRequest<Order>('POST', `/api/orders/${orderId}/refund-request`, { reason });
}

export function useRequestRefund() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, reason }: { order: Order; reason: string }) => requestRefund(order.id, reason),
    onSuccess: async (updated) => {
      toast({
        title: t`Refund Requested`,
        description: i18n._(refundProcessingNote(updated)),
        variant: 'success',
      });
      await invalidateOrder(queryClient, updated);
    },
    onError: (error) => {
      toast({ title: t`Refund Request Failed`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
