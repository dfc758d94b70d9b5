import { expect } from '@playwright/test';
import { test } from './fixtures.ts';

test("a listing's HTML, fetched without JavaScript, carries its title and JSON-LD, a textbook as a Book", async ({
  request,
}) => {
  const [product] = await (await request.get('/api/products?q=Grewal&limit=1')).json();
  const response = await request.get(`/product/${product.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title data-server-head>${product.title} | PassItOn</title>`);
  const jsonLd = html.match(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
    '@type': ['Product', 'Book'],
    name: product.title,
    isbn: '9788193328491',
    author: [{ '@type': 'Person', name: 'B. S. Grewal' }],
    bookEdition: '44th Edition',
    offers: { priceCurrency: 'INR', price: product.price },
  });
});

test('robots.txt and the sitemap are real files, not the app', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await sitemap.text()).toContain('/product/');
});
