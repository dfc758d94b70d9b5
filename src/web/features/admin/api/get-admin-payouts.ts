import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerPayout } from '../../../../domain/contracts/payouts.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sellers with unpaid ledger entries: due, pending, how many (docs/decisions/043-seller-payout-ledger.md). */
export function getAdminPayouts(signal?: AbortSignal): Promise<SellerPayout[]> {
  return apiRequest<SellerPayout[]>('GET', '/api/admin/payouts', undefined, signal);
}

export const adminPayoutsQueryOptions = queryOptions({
  queryKey: ['/api/admin/payouts'],
  queryFn: ({ signal }) => getAdminPayouts(signal),
  staleTime: 0,
});

export function useAdminPayouts() {
  return useQuery(adminPayoutsQueryOptions);
}
