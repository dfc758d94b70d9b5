import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeesPaid, RecordFeesPaid } from '../../../../domain/contracts/payouts.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/** Records that a seller paid the platform some of the fees their cash sales owe (docs/decisions/048). */
export function recordFeesPaid({
  sellerId,
  ...body
}: RecordFeesPaid & { sellerId: number }): Promise<FeesPaid> {
  return apiRequest<FeesPaid>('POST', `/api/admin/payouts/${sellerId}/fees-paid`, body);
}

export function useRecordFeesPaid() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: recordFeesPaid,
    onSuccess: async (paid) => {
      const amount = formatPrice(paid.amount);
      const owed = formatPrice(paid.feesOwed);
      const reference = paid.reference;
      toast({
        title: t`Fees payment recorded`,
        description: t`${amount} received, reference ${reference}. Fees still owed: ${owed}.`,
        variant: 'success',
      });
      await invalidateAdmin(queryClient);
    },
    onError: (error) => {
      toast({
        title: t`Failed to record the fees payment.`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
