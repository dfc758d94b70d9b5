import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../domain/contracts/site.ts';
import { apiRequest } from './api-client.ts';

/** Public settings: the footer's contact details and which payment gateway checkout uses. */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiRequest<SiteConfig>('GET', '/api/site-config', undefined, signal);
}

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['/api/site-config'],
  queryFn: ({ signal }) => getSiteConfig(signal),
  // Configuration changes only when the server restarts.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}

/**
 * Every page's footer shows the contact details: on a page the server renders they come with it, as its answer
 * arriving after hydration re-rendered the layout in one long task (docs/decisions/109-little-work-at-start-up.md).
 * In the browser the request starts beside the page's code and the router does not wait for it.
 */
export function siteConfigLoader(queryClient: QueryClient) {
  return () => {
    const loaded = queryClient.prefetchQuery(siteConfigQueryOptions).then(() => null);
    return import.meta.env.SSR ? loaded : null;
  };
}
