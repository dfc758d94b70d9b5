import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser } from '../../test/factories.ts';

const INDEX_HTML = `<!doctype html><html lang="en-IN"><head>
<!--page-meta--><title data-server-head>PassItOn</title><!--/page-meta-->
</head><body><div id="root"></div></body></html>`;

// The built web app's page the server fills in, written before the app is built (hooks run in order).
const webDir = path.join(os.tmpdir(), `passiton-web-${randomBytes(4).toString('hex')}`);
beforeAll(async () => {
  await mkdir(webDir);
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
});
afterAll(() => rm(webDir, { recursive: true, force: true }));
const t = useTestApp({ env: { WEB_DIR: webDir, PUBLIC_URL: 'https://passiton.example' } });
let sellerId: number;
beforeAll(async () => {
  sellerId = (await createUser(t.database.db)).id;
});

describe('listing pages for crawlers', () => {
  it("carry the listing's title, description, canonical link and JSON-LD in the HTML", async () => {
    const product = await createProduct(t.database.db, sellerId, {
      title: 'Casio fx-991ES Plus <calculator>',
      category: 'Calculators',
      images: ['cover.webp'],
    });
    const response = await t.app.inject(`/product/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(
      '<title data-server-head>Casio fx-991ES Plus &#60;calculator&#62; | PassItOn</title>',
    );
    expect(html).toContain(
      `<link data-server-head rel="canonical" href="https://passiton.example/product/${product.id}" />`,
    );
    expect(html).toContain(
      `property="og:image" content="https://passiton.example/og/product/${product.id}.jpg"`,
    );
    expect(html).toContain('property="og:image:width" content="1200"');
    const jsonLd = JSON.parse(
      html.match(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Casio fx-991ES Plus <calculator>',
      offers: { priceCurrency: 'INR' },
    });
    expect(html).not.toContain('<calculator>');
  });

  it('write the head tags in Hindi for a page served in Hindi: description, Open Graph and JSON-LD names', async () => {
    const product = await createProduct(t.database.db, sellerId, {
      title: 'Casio fx-991EX',
      description: 'Barely used, with its cover.',
      category: 'Calculators',
      condition: 'Like New',
      price: '650.00',
    });
    const response = await t.app.inject({
      url: `/product/${product.id}`,
      headers: { cookie: 'lang=hi' },
    });
    const html = response.body;
    expect(html).toContain('<html lang="hi-IN">');
    // The listing's own words stay as the seller wrote them; the words around them are Hindi.
    expect(html).toContain('<title data-server-head>Casio fx-991EX | PassItOn</title>');
    const description = 'कैलकुलेटर, हालत: लगभग नई, ₹650.00 में Pune के एक स्टूडेंट से। Barely used, with its cover.';
    for (const name of ['name="description"', 'property="og:description"', 'name="twitter:description"']) {
      expect(html).toContain(`${name} content="${description}"`);
    }
    expect(html).toContain('name="keywords" content="Casio fx-991EX, कैलकुलेटर, सेकंड हैंड, स्टूडेंट्स, भारत"');
    const jsonLd = JSON.parse(
      html.match(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(jsonLd).toMatchObject({ name: 'Casio fx-991EX', category: 'कैलकुलेटर' });
    expect(html).not.toMatch(/content="[^"]*(Like New|Calculators|from a student)/);

    const english = (await t.app.inject(`/product/${product.id}`)).body;
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toContain(
      'content="Like New calculators for ₹650.00 from a student in Pune. Barely used',
    );
  });

  it('write the site’s own title and description in Hindi on the other pages served in Hindi', async () => {
    const hindi = await t.app.inject({ url: '/cart', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toMatch(/<title data-server-head>[^<]*पुरानी किताबें[^<]*<\/title>/);
    expect(hindi.body).not.toContain('<title data-server-head>PassItOn</title>');
    const english = await t.app.inject('/cart');
    expect(english.body).toContain(
      '<title data-server-head>PassItOn — buy and sell used textbooks and notes</title>',
    );
  });

  it('start downloading the first photo with the HTML, and no photo for a listing without one', async () => {
    const withPhotos = await createProduct(t.database.db, sellerId, { images: ['front.webp', 'back.webp'] });
    const withoutPhotos = await createProduct(t.database.db, sellerId, { images: [] });

    const html = (await t.app.inject(`/product/${withPhotos.id}`)).body;
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/front.webp" imagesrcset="/uploads/thumbs/front.webp 240w, /uploads/front.webp 1200w" imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high" />',
    );
    expect(html).not.toContain('back.webp" fetchpriority');
    expect((await t.app.inject(`/product/${withoutPhotos.id}`)).body).not.toContain('rel="preload"');
  });

  it('answer 404 with the app for a missing listing or a malformed id', async () => {
    for (const url of ['/product/99999999', '/product/abc']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('fall back to the app shell for other pages', async () => {
    const response = await t.app.inject('/browse?q=physics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answer 404, not the app shell, for a build file that does not exist', async () => {
    const response = await t.app.inject('/assets/index-0ld0ld.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Not found' });
  });

  it('answer a HEAD request for a page like its GET, without the body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/browse' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });
});

describe('social cards', () => {
  it('draw a 1200×630 JPEG for a listing, and 404 for one that does not exist', async () => {
    const product = await createProduct(t.database.db, sellerId, {
      title: 'Thermodynamics by P.K. Nag & friends',
    });
    const response = await t.app.inject(`/og/product/${product.id}.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    expect((await t.app.inject('/og/product/99999999.jpg')).statusCode).toBe(404);
  });
});

describe('robots.txt and the sitemap', () => {
  it('keep private and transactional pages out of search engines', async () => {
    const robots = (await t.app.inject('/robots.txt')).body;
    for (const path of ['/admin', '/api/', '/cart', '/checkout', '/orders'])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain('Sitemap: https://passiton.example/sitemap.xml');
  });

  it('list home, browse and every listed product, but not deleted or sold-out ones', async () => {
    const listed = await createProduct(t.database.db, sellerId);
    const deleted = await createProduct(t.database.db, sellerId, { deletedAt: new Date() });
    const soldOut = await createProduct(t.database.db, sellerId, { quantity: 0 });
    const response = await t.app.inject('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<loc>https://passiton.example/</loc>');
    expect(xml).toContain('<loc>https://passiton.example/browse</loc>');
    expect(xml).toContain(`<loc>https://passiton.example/product/${listed.id}</loc>`);
    expect(xml).not.toContain(`/product/${deleted.id}<`);
    expect(xml).not.toContain(`/product/${soldOut.id}<`);
  });
});

describe('numbers past the largest row id in crawler paths', () => {
  it('answer 404, not a server error, for a listing page or social card of an id beyond the database range', async () => {
    expect((await t.app.inject('/product/2147483648')).statusCode).toBe(404);
    const card = await t.app.inject('/og/product/2147483648.jpg');
    expect(card.statusCode).toBe(404);
    expect(card.json()).toMatchObject({ message: 'Not found' });
  });

  it('refuse a sitemap file number too large to be an offset, instead of failing the query', async () => {
    const response = await t.app.inject('/sitemaps/99999999999999999999999.xml');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});
