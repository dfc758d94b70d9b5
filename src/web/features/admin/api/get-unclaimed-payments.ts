import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnclaimedPayment } from '../../../../domain/contracts/payments.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Captured payments no order claimed, until their refund is processed (docs/decisions/047-unclaimed-payments.md). */
export function getUnclaimedPayments(signal?: AbortSignal): Promise<UnclaimedPayment[]> {
  return apiRequest<UnclaimedPayment[]>('GET', '/api/admin/payments/unclaimed', undefined, signal);
}

export const unclaimedPaymentsQueryOptions = queryOptions({
  queryKey: ['/api/admin/payments/unclaimed'],
  queryFn: ({ signal }) => getUnclaimedPayments(signal),
  staleTime: 0,
  // The sweep runs every minute on the server: an open dashboard follows it.
  refetchInterval: 60_000,
});

export function useUnclaimedPayments() {
  return useQuery(unclaimedPaymentsQueryOptions);
}
