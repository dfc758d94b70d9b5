import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api-client.ts';

export const THIRTY_MINUTES = 30 * 60 * 1000;
export const SIXTY_MINUTES = 60 * 60 * 1000;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation answers a 401 itself (the seller's "Login Required", spec section 9). */
      handlesSignedOut?: boolean;
    };
  }
}

interface QueryClientOptions {
  /**
   * Called when a call is answered 401 "Not authenticated": the session has ended on the server (expired,
   * or signed out elsewhere), whatever the page still believes.
   */
  onUnauthorized?: (client: QueryClient) => void;
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The spec's cache defaults (section 9): data stays fresh for 30 minutes, no refetch on window focus,
 * no polling and no retries. Queries without a queryFn fetch the URL in their key.
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) onUnauthorized?.(client);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && !mutation.meta?.handlesSignedOut) onUnauthorized?.(client);
      },
    }),
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
  return client;
}
