import { queryOptions, useQuery } from '@tanstack/react-query';
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
