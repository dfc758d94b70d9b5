import type { QueryClient } from '@tanstack/react-query';

/**
 * After an admin action every admin figure and list may have changed (a status moves a count, a delete leaves a
 * list): everything read from /api/admin… asks again, and so do the listings and orders other pages show.
 */
export function invalidateAdmin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return (
        typeof first === 'string' &&
        (first.startsWith('/api/admin') ||
          first.startsWith('/api/products') ||
          first.startsWith('/api/orders'))
      );
    },
  });
}
