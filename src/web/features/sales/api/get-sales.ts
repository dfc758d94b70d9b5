import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SALES_PAGE_SIZE, type Sale } from '../../../../domain/contracts/sales.ts';
import { ApiError } from '../../../lib/api-client.ts';

export interface SalesPage {
  sales: Sale[];
  /** The seller's sales across all pages (the X-Total-Count header). */
  total: number;
}

/** One page of the signed-in seller's sales, newest first. Read with fetch itself: the total is a header. */
export async function getSales(page: number, signal?: AbortSignal): Promise<SalesPage> {
  const offset = (page - 1) * SALES_PAGE_SIZE;
  const response = await fetch(`/api/sales?limit=${SALES_PAGE_SIZE}&offset=${offset}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const sales = (await response.json()) as Sale[];
  return { sales, total: Number(response.headers.get('X-Total-Count') ?? sales.length) };
}

export function salesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['/api/sales', page],
    queryFn: ({ signal }) => getSales(page, signal),
    // Buyers place and cancel orders at any time: each visit shows where the sales are now.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useSales(page: number) {
  return useQuery(salesQueryOptions(page));
}
