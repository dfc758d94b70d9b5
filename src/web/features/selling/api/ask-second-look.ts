import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../domain/contracts/common.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';

/** The seller of a listing the PassItOn team hid asks for another look (docs/decisions/083). */
export function useAskSecondLook() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesSignedOut: true },
    mutationFn: (id: number) => apiRequest<Message>('POST', `/api/products/${id}/second-look`),
    onSuccess: async () => {
      toast({ title: t`Thanks — our team will look at it again`, variant: 'success' });
      await invalidateListings(queryClient);
    },
    onError: (error) => {
      toast({
        title: t`Could not ask for another look`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
