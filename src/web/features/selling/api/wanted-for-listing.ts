import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { WantedCount } from '../../../../domain/contracts/wanted.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * What the listing wizard asks of wanted posts (docs/decisions/094-wanted-posts.md): how many students want the
 * book being listed, and "I have this" — telling a post's student about the listing made for it.
 */

export type WantedCountQuery = { isbn?: string; title?: string; city?: string };

export function wantedCountQueryOptions(query: WantedCountQuery) {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return queryOptions({
    queryKey: ['/api/wanted/count', query],
    queryFn: ({ signal }) => apiRequest<WantedCount>('GET', `/api/wanted/count?${params}`, undefined, signal),
    staleTime: 60 * 1000,
  });
}

export function useWantedCount(query: WantedCountQuery, enabled: boolean) {
  return useQuery({ ...wantedCountQueryOptions(query), enabled });
}

export function useAnswerWanted() {
  return useMutation({
    mutationFn: ({ wantedId, productId }: { wantedId: number; productId: number }) =>
      apiRequest<{ message: string }>('POST', `/api/wanted/${wantedId}/answers`, { productId }),
  });
}
