import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WantedPost, WantedQuery } from '../../../domain/contracts/wanted.ts';
import { ApiError, apiFetch } from '../api-client.ts';

/**
 * Open wanted posts (docs/decisions/094-wanted-posts.md), shared by the /wanted page and the home page's "Wanted"
 * section. Read as a response, since the total comes in a header.
 */
export interface WantedPage {
  posts: WantedPost[];
  /** Matching posts across all pages (the X-Total-Count header). */
  total: number;
}

export async function getWanted(query: WantedQuery, signal?: AbortSignal): Promise<WantedPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  const response = await apiFetch(search ? `/api/wanted?${search}` : '/api/wanted', { signal });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const posts = (await response.json()) as WantedPost[];
  return { posts, total: Number(response.headers.get('X-Total-Count') ?? posts.length) };
}

/** The home page's newest wanted posts, as the server renders them for everyone (decision 018). */
export const NEWEST_WANTED = { limit: 4 } satisfies WantedQuery;

export function wantedQueryOptions(query: WantedQuery) {
  return queryOptions({
    queryKey: ['/api/wanted', query],
    queryFn: ({ signal }) => getWanted(query, signal),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
  });
}

export function useWanted(query: WantedQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...wantedQueryOptions(query), enabled });
}

/** The wizard's address for "I have this": the listing form, filled with the wanted book. */
export function iHaveThisPath(post: Pick<WantedPost, 'id' | 'title' | 'isbn'>): string {
  const params = new URLSearchParams({ form: 'item', wanted: String(post.id), title: post.title });
  if (post.isbn) params.set('isbn', post.isbn);
  return `/sell?${params}`;
}
