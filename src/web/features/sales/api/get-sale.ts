import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleDetail } from '../../../../domain/contracts/sales.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in seller's part of one order; 403 for anyone but a seller in it (or an admin), 404 if none. */
export function getSale(orderId: number, signal?: AbortSignal): Promise<SaleDetail> {
  return apiRequest<SaleDetail>('GET', `/api/sales/${orderId}`, undefined, signal);
}

export function saleQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['/api/sales/detail', orderId],
    queryFn: ({ signal }) => getSale(orderId, signal),
    enabled: Number.isInteger(orderId) && orderId > 0,
    staleTime: 0,
  });
}

export function useSale(orderId: number) {
  return useQuery(saleQueryOptions(orderId));
}
