import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYOUTS_PAGE_SIZE, type Payouts } from '../../../../domain/contracts/payouts.ts';
import { ApiError } from '../../../lib/api-client.ts';

export interface PayoutsPage extends Payouts {
  /** The seller's entries across all pages (the X-Total-Count header). */
  total: number;
}

/**
 * The signed-in seller's payout totals and one page of ledger entries, newest first
 * (docs/decisions/043-seller-payout-ledger.md). Read with fetch itself: the total is a header.
 */
export async function getPayouts(page: number, signal?: AbortSignal): Promise<PayoutsPage> {
  const offset = (page - 1) * PAYOUTS_PAGE_SIZE;
  const response = await fetch(`/api/payouts?limit=${PAYOUTS_PAGE_SIZE}&offset=${offset}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const payouts = (await response.json()) as Payouts;
  return { ...payouts, total: Number(response.headers.get('X-Total-Count') ?? payouts.entries.length) };
}

export function payoutsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['/api/payouts', page],
    queryFn: ({ signal }) => getPayouts(page, signal),
    // Entries become due with the clock and paid by an admin: each visit shows where they are now.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePayouts(page: number) {
  return useQuery(payoutsQueryOptions(page));
}
