import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sharedEnglishI18n } from '../../lib/i18n/i18n.ts';

/**
 * What the SEO dashboard checks, as plain functions over HTML and XML text (the page fetches, these read).
 */

export interface HeadTags {
  title: string | null;
  description: string | null;
  canonical: string | null;
  /**
   * Every application/ld+json block, parsed; a block that is not JSON is reported in jsonLdErrors, by the
   * parser's own message (the dashboard says what it means in the reader's language).
   */
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
      jsonLdErrors.push(error instanceof Error ? error.message : String(error));
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
 * INR and an availability. Returns the problems found (none means valid), in the reader's language; the
 * schema.org names stay as they are written in the page.
 */
export function productJsonLdProblems(data: unknown, i18n: I18n = sharedEnglishI18n()): string[] {
  if (typeof data !== 'object' || data === null) return [i18n._(msg`JSON-LD is not an object`)];
  const product = data as Record<string, unknown>;
  const problems: string[] = [];
  if (product['@type'] !== 'Product') {
    const type = JSON.stringify(product['@type']);
    problems.push(i18n._(msg`@type is ${type}, not "Product"`));
  }
  if (typeof product.name !== 'string' || !product.name.trim()) problems.push(i18n._(msg`name is missing`));
  const offers = (Array.isArray(product.offers) ? product.offers[0] : product.offers) as
    | Record<string, unknown>
    | undefined;
  if (typeof offers !== 'object' || offers === null) {
    problems.push(i18n._(msg`offers is missing`));
    return problems;
  }
  const price = offers.price;
  if ((typeof price !== 'string' && typeof price !== 'number') || !(Number(price) > 0)) {
    problems.push(i18n._(msg`offers.price is missing or not a positive number`));
  }
  if (offers.priceCurrency !== 'INR') problems.push(i18n._(msg`offers.priceCurrency is not INR`));
  if (typeof offers.availability !== 'string' || !AVAILABILITY.test(offers.availability)) {
    problems.push(i18n._(msg`offers.availability is not a schema.org availability`));
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

/** Search results show about 60 characters of a title and 160 of a description; advice in the reader's language. */
export function lengthAdvice(
  kind: 'title' | 'description',
  text: string | null,
  i18n: I18n = sharedEnglishI18n(),
): string | null {
  const isTitle = kind === 'title';
  if (!text) return i18n._(isTitle ? msg`No title` : msg`No description`);
  const [low, high] = isTitle ? [10, 70] : [50, 160];
  const length = text.length;
  if (length < low) {
    return i18n._(
      isTitle ? msg`Short title (${length} characters)` : msg`Short description (${length} characters)`,
    );
  }
  if (length > high) {
    return i18n._(
      isTitle
        ? msg`Long title (${length} characters): search results cut it`
        : msg`Long description (${length} characters): search results cut it`,
    );
  }
  return null;
}
