/**
 * What the SEO dashboard checks, as plain functions over HTML and XML text (the page fetches, these read).
 */

export interface HeadTags {
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** Every application/ld+json block, parsed; a block that is not JSON is reported in jsonLdErrors. */
  jsonLd: unknown[];
  jsonLdErrors: string[];
}

/** The head tags search engines read from a server-rendered page. */
export function readHeadTags(html: string): HeadTags {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      jsonLd.push(JSON.parse(script.textContent ?? ''));
    } catch (error) {
      jsonLdErrors.push(
        `JSON-LD is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return {
    title: document.querySelector('title')?.textContent?.trim() || null,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    jsonLd,
    jsonLdErrors,
  };
}

const AVAILABILITY = /^https?:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|SoldOut|LimitedAvailability)$/;

/**
 * Whether a JSON-LD block is a usable schema.org Product for a listing: a name, and an offer with a price in
 * INR and an availability. Returns the problems found (none means valid).
 */
export function productJsonLdProblems(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return ['JSON-LD is not an object'];
  const product = data as Record<string, unknown>;
  const problems: string[] = [];
  if (product['@type'] !== 'Product')
    problems.push(`@type is ${JSON.stringify(product['@type'])}, not "Product"`);
  if (typeof product.name !== 'string' || !product.name.trim()) problems.push('name is missing');
  const offers = (Array.isArray(product.offers) ? product.offers[0] : product.offers) as
    | Record<string, unknown>
    | undefined;
  if (typeof offers !== 'object' || offers === null) {
    problems.push('offers is missing');
    return problems;
  }
  const price = offers.price;
  if ((typeof price !== 'string' && typeof price !== 'number') || !(Number(price) > 0)) {
    problems.push('offers.price is missing or not a positive number');
  }
  if (offers.priceCurrency !== 'INR') problems.push('offers.priceCurrency is not INR');
  if (typeof offers.availability !== 'string' || !AVAILABILITY.test(offers.availability)) {
    problems.push('offers.availability is not a schema.org availability');
  }
  return problems;
}

/** How many pages a sitemap lists: <url> entries of a urlset, or <sitemap> files of an index. */
export function countSitemapEntries(xml: string): { kind: 'urlset' | 'sitemapindex'; count: number } | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return null;
  const root = document.documentElement.localName;
  if (root === 'urlset') return { kind: 'urlset', count: document.getElementsByTagName('url').length };
  if (root === 'sitemapindex') {
    return { kind: 'sitemapindex', count: document.getElementsByTagName('sitemap').length };
  }
  return null;
}

/** Search results show about 60 characters of a title and 160 of a description. */
export function lengthAdvice(kind: 'title' | 'description', text: string | null): string | null {
  if (!text) return `No ${kind}`;
  const [low, high] = kind === 'title' ? [10, 70] : [50, 160];
  if (text.length < low) return `Short ${kind} (${text.length} characters)`;
  if (text.length > high) return `Long ${kind} (${text.length} characters): search results cut it`;
  return null;
}
