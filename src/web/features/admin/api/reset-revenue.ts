import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return useMutation({
    mutationFn: resetRevenue,
    onSuccess: async () => {
      toast({
        title: t`Revenue Reset`,
        description: t`Platform fees have been reset to ₹0.`,
        variant: 'success',
      });
      await invalidateAdmin(queryClient);
    },
    onError: () => {
      toast({ title: t`Error`, description: t`Failed to reset revenue.`, variant: 'destructive' });
    },
  });
}
