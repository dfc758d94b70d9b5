import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Revenue } from '../../../../domain/contracts/admin.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/** Records a revenue reset point: fees count from ₹0 again; no order or fee is deleted. */
export function resetRevenue(): Promise<Revenue> {
  return apiRequest<Revenue>('POST', '/api/admin/reset-revenue');
}

export function useResetRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetRevenue,
    onSuccess: async () => {
      toast({
        title: 'Revenue Reset',
        description: 'Platform fees have been reset to ₹0.',
        variant: 'success',
      });
      await invalidateAdmin(queryClient);
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to reset revenue.', variant: 'destructive' });
    },
  });
}
