import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleDetail } from '../../../../domain/contracts/sales.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { saleQueryOptions } from './get-sale.ts';
import { afterSaleChanged } from './invalidate-sales.ts';

export function handOver(orderId: number, code: string): Promise<SaleDetail> {
  return apiRequest<SaleDetail>('POST', `/api/sales/${orderId}/handover`, { code });
}

/**
 * Enters the buyer's hand-over code. A wrong code is refused (400, or 429 after too many); the sale is read
 * again either way so the tries left and any wait show.
 */
export function useHandOver(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => handOver(orderId, code),
    onSuccess: (sale) => afterSaleChanged(queryClient, sale),
    onError: () => queryClient.invalidateQueries({ queryKey: saleQueryOptions(orderId).queryKey }),
  });
}
