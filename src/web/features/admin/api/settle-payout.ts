import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settlement, SettlePayout } from '../../../../domain/contracts/payouts.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/** Marks every due payout entry of a seller paid with the transfer's reference (decision 043). */
export function settlePayout({
  sellerId,
  ...body
}: SettlePayout & { sellerId: number }): Promise<Settlement> {
  return apiRequest<Settlement>('POST', `/api/admin/payouts/${sellerId}/settle`, body);
}

export function useSettlePayout() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: settlePayout,
    onSuccess: async (settlement) => {
      const amount = formatPrice(settlement.amount);
      const reference = settlement.reference;
      toast({
        title: t`Payout recorded`,
        description: t`${amount} paid, reference ${reference}.`,
        variant: 'success',
      });
      await invalidateAdmin(queryClient);
    },
    onError: (error) => {
      toast({
        title: t`Failed to record the payout.`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
