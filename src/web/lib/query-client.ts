import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

export const THIRTY_MINUTES = 30 * 60 * 1000;
export const SIXTY_MINUTES = 60 * 60 * 1000;

/**
 * The spec's cache defaults (section 9): data stays fresh for 30 minutes, no refetch on window focus,
 * no polling and no retries. Queries without a queryFn fetch the URL in their key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: THIRTY_MINUTES,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
