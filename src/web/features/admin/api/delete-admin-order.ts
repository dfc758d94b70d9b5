import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../domain/contracts/common.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { formatOrderNumber } from '../../../lib/format.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/** Hides a transaction from every list (a soft delete: its rows stay in the database). */
export function deleteAdminOrder(orderId: number): Promise<Message> {
  return apiRequest<Message>('DELETE', `/api/admin/orders/${orderId}`);
}

export function useDeleteAdminOrder() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: deleteAdminOrder,
    onSuccess: async (_message, orderId) => {
      const number = formatOrderNumber(orderId);
      toast({
        title: t`Transaction Deleted`,
        description: t`${number} has been removed from the lists.`,
        variant: 'success',
      });
      await invalidateAdmin(queryClient);
    },
    onError: () => {
      toast({ title: t`Error`, description: t`Failed to delete transaction.`, variant: 'destructive' });
    },
  });
}
