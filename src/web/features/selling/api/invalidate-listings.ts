import type { QueryClient } from '@tanstack/react-query';

/**
 * After a listing changes, everything read from /api/products… is stale: browse pages, product pages and the
 * seller's own list. Their keys all start with that path.
 */
export function invalidateListings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return typeof first === 'string' && first.startsWith('/api/products');
    },
  });
}
