import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../domain/contracts/common.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/** Takes any listing off the marketplace (a soft delete: orders placed for it keep their copy). */
export function deleteAdminProduct(productId: number): Promise<Message> {
  return apiRequest<Message>('DELETE', `/api/admin/products/${productId}`);
}

export function useDeleteAdminProduct() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: deleteAdminProduct,
    onSuccess: async () => {
      toast({
        title: t`Product Deleted`,
        description: t`The listing has been removed.`,
        variant: 'success',
      });
      await invalidateAdmin(queryClient);
    },
    onError: () => {
      toast({ title: t`Error`, description: t`Failed to delete product.`, variant: 'destructive' });
    },
  });
}
