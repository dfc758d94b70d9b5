import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../domain/contracts/products.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { countSitemapEntries, type HeadTags, readHeadTags } from '../seo-checks.ts';

export interface SeoReport {
  sitemap: { kind: 'urlset' | 'sitemapindex'; count: number } | null;
  /** A listing's page as crawlers receive it (server-rendered head tags), or null without any listing. */
  product: { id: number; title: string; path: string; head: HeadTags } | null;
}

async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return text;
}

/** Reads what search engines get: the sitemap and the HTML of the newest listing's page. */
export async function getSeoReport(signal?: AbortSignal): Promise<SeoReport> {
  const [sitemapXml, productsJson] = await Promise.all([
    fetchText('/sitemap.xml', signal),
    fetchText('/api/products?limit=1&sort=newest', signal),
  ]);
  const [newest] = JSON.parse(productsJson) as Product[];
  const product = newest
    ? {
        id: newest.id,
        title: newest.title,
        path: `/product/${newest.id}`,
        head: readHeadTags(await fetchText(`/product/${newest.id}`, signal)),
      }
    : null;
  return { sitemap: countSitemapEntries(sitemapXml), product };
}

export const seoReportQueryOptions = queryOptions({
  queryKey: ['seo-report'],
  queryFn: ({ signal }) => getSeoReport(signal),
  staleTime: 0,
});

export function useSeoReport() {
  return useQuery(seoReportQueryOptions);
}
