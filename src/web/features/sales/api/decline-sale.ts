import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaleDetail } from '../../../../domain/contracts/sales.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { afterSaleChanged } from './invalidate-sales.ts';

export function declineSale(orderId: number, reason: string): Promise<SaleDetail> {
  return apiRequest<SaleDetail>('POST', `/api/sales/${orderId}/decline`, { reason });
}

/** Declines the seller's part before the hand-over: its stock comes back and the buyer is told why. */
export function useDeclineSale(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declineSale(orderId, reason),
    onSuccess: (sale) => afterSaleChanged(queryClient, sale),
  });
}
