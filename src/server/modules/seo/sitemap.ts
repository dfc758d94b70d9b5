import { absoluteUrl } from '../../../domain/seo.ts';
import { escapeXml } from '../../lib/svg-text.ts';

/** Public pages worth indexing besides the listings. */
export const STATIC_PAGES = ['/', '/browse', '/terms', '/privacy-policy', '/disclaimer'];

/** The sitemap protocol allows 50,000 URLs per file; larger catalogues get an index of several files. */
export const URLS_PER_SITEMAP = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** A <urlset> of pages on the site. */
export function renderUrlSet(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> pointing at the numbered sitemap files. */
export function renderSitemapIndex(baseUrl: string, fileCount: number): string {
  const files = Array.from(
    { length: fileCount },
    (_, index) =>
      `  <sitemap><loc>${escapeXml(absoluteUrl(baseUrl, `/sitemaps/${index + 1}.xml`))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: private and transactional paths stay out of search engines. */
export function renderRobots(baseUrl: string): string {
  const disallowed = [
    '/admin',
    '/database-monitor',
    '/api/',
    '/cart',
    '/checkout',
    '/orders',
    '/achievements',
    '/sell',
    '/seller-listings',
  ];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
