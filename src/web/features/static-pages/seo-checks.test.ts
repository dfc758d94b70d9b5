import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from '../../lib/i18n/i18n.ts';
import { countSitemapEntries, lengthAdvice, productJsonLdProblems, readHeadTags } from './seo-checks.ts';

const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Concepts of Physics by H.C. Verma',
  offers: {
    '@type': 'Offer',
    price: '350.00',
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
  },
};

describe('the SEO checks', () => {
  it('read the title, description, canonical link and JSON-LD of server-rendered HTML', () => {
    const html = `<!doctype html><html><head><title>HC Verma | PassItOn</title>
      <meta name="description" content="Used physics book">
      <link rel="canonical" href="https://passiton.in/product/5">
      <script type="application/ld+json">${JSON.stringify(product)}</script>
      <script type="application/ld+json">{not json</script></head><body></body></html>`;
    const tags = readHeadTags(html);
    expect(tags).toMatchObject({
      title: 'HC Verma | PassItOn',
      description: 'Used physics book',
      canonical: 'https://passiton.in/product/5',
      jsonLd: [product],
    });
    expect(tags.jsonLdErrors).toHaveLength(1);
  });

  it('accept a complete Product and name what is missing from an incomplete one', () => {
    expect(productJsonLdProblems(product)).toEqual([]);
    expect(
      productJsonLdProblems({
        '@type': 'WebSite',
        offers: { price: '0', priceCurrency: 'USD', availability: 'yes' },
      }),
    ).toEqual([
      '@type is "WebSite", not "Product"',
      'name is missing',
      'offers.price is missing or not a positive number',
      'offers.priceCurrency is not INR',
      'offers.availability is not a schema.org availability',
    ]);
    expect(productJsonLdProblems({ '@type': 'Product', name: 'x' })).toEqual(['offers is missing']);
  });

  it('count the URLs of a sitemap or the files of a sitemap index', () => {
    expect(
      countSitemapEntries(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>a</loc></url><url><loc>b</loc></url></urlset>',
      ),
    ).toEqual({ kind: 'urlset', count: 2 });
    expect(
      countSitemapEntries(
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>1</loc></sitemap></sitemapindex>',
      ),
    ).toEqual({ kind: 'sitemapindex', count: 1 });
    expect(countSitemapEntries('<html>not a sitemap')).toBeNull();
  });

  it('advise on lengths search results cut', () => {
    expect(lengthAdvice('title', 'Browse Items | PassItOn')).toBeNull();
    expect(lengthAdvice('description', 'Too short')).toBe('Short description (9 characters)');
    expect(lengthAdvice('title', null)).toBe('No title');
  });

  it('advise in Hindi for a Hindi reader, and name what is missing from the JSON-LD', async () => {
    const hindi = createI18n('hi', await loadMessages('hi'));
    expect(lengthAdvice('description', 'Too short', hindi)).toBe('छोटा डिस्क्रिप्शन (9 अक्षर)');
    expect(lengthAdvice('title', null, hindi)).toBe('टाइटल नहीं है');
    expect(productJsonLdProblems({ '@type': 'Book', name: 'x' }, hindi)).toEqual([
      '@type "Book" है, "Product" नहीं',
      'offers नहीं है',
    ]);
  });
});
