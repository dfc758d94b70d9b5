import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/build-test-app.ts';
import { buyerClient } from '../../test/checkout.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import { buildPageRenderer, removePageRenderer, webDirFor } from '../../test/page-renderer-build.ts';
import { onCatalogueChange } from '../products/index.ts';

/* The buyer pages arrive rendered (docs/decisions/018-server-rendered-buyer-pages.md), by the real renderer. */

const RENDERER = 'passiton-server-rendering-test';
const onPostgres = inject('testDatabase').driver === 'postgres';

let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await buildPageRenderer(RENDERER);
  // Its own database: on PostgreSQL another file's change to the shared catalogue would clear the kept pages.
  t = await buildTestApp({ WEB_DIR: webDirFor(RENDERER) }, await openTestDatabase({ own: true }));
  seller = await createUser(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await t?.database.close();
  await removePageRenderer(RENDERER);
});

/** The server-rendered content of the page: what is inside the root element. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-state"'));

describe('a listing page', () => {
  it('arrives with its title, price, condition, city and first photo, and the data the browser starts from', async () => {
    const listing = await createProduct(t.database.db, seller.id, {
      title: 'Casio fx-991EX ClassWiz',
      price: '950.00',
      condition: 'Like New',
      pickupCity: 'Nagpur',
      images: ['front.webp', 'back.webp'],
    });
    const response = await t.app.inject(`/product/${listing.id}`);
    expect(response.statusCode).toBe(200);
    const content = rootOf(response.body);
    expect(content).toContain('<h1');
    expect(content).toContain('Casio fx-991EX ClassWiz');
    expect(content).toContain('₹950.00');
    expect(content).toContain('Like New');
    expect(content).toContain('Nagpur');
    const firstPhoto = content.match(/<img src="\/uploads\/front.webp"[^>]*>/)?.[0];
    for (const attribute of [
      'width="600"',
      'height="800"',
      'srcset="/uploads/thumbs/front.webp 240w, /uploads/front.webp 1200w"',
      'fetchpriority="high"',
    ]) {
      // HTML's attribute names know no case: Preact writes them as the component spells them.
      expect(firstPhoto?.toLowerCase()).toContain(attribute.toLowerCase());
    }
    // The answers it rendered with go along, so the browser does not ask again; the crawler's head stays.
    expect(response.body).toContain(`"queryKey":["/api/products/${listing.id}"]`);
    expect(response.body).toContain('<script data-server-head type="application/ld+json">');
  });

  it('names the pickup institute and city before buying, never the street address or pincode', async () => {
    const listing = await createProduct(t.database.db, seller.id, {
      pickupInstitution: 'VNIT Nagpur',
      pickupAddress: 'Hostel 7, room 118, South Ambazari Road',
      pickupCity: 'Nagpur',
      pickupPincode: '440010',
    });
    const response = await t.app.inject(`/product/${listing.id}`);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('Pickup: VNIT Nagpur');
    expect(rootOf(response.body)).toContain('the exact place is on your order page once you order');
    // Nowhere in the page: not the rendered content, not the data the browser starts from.
    expect(response.body).not.toContain('Hostel 7');
    expect(response.body).not.toContain('440010');
  });

  it('answers 404 for a listing that does not exist, leaving the browser to say so', async () => {
    const response = await t.app.inject('/product/99999999');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toContain('Loading product details...');
  });

  it('shows a change to the listing at once, though guests share rendered pages', async () => {
    const listing = await createProduct(t.database.db, seller.id, { title: 'RD Sharma Class 12 Vol 1' });
    const sellerCalls = buyerClient(t.app, await loginAs(t.app, seller));
    expect(rootOf((await t.app.inject(`/product/${listing.id}`)).body)).toContain('RD Sharma Class 12 Vol 1');
    const renamed = await sellerCalls.call('PUT', `/api/products/${listing.id}`, {
      title: 'RD Sharma Class 12 Vol 2',
    });
    expect(renamed.statusCode).toBe(200);
    expect(rootOf((await t.app.inject(`/product/${listing.id}`)).body)).toContain('RD Sharma Class 12 Vol 2');
  });

  it("is each visitor's own listing when many are rendered at the same moment (docs/decisions/107)", async () => {
    const titles = [
      'Pradeep Physics 11',
      'HC Verma Part 2',
      'Arihant NEET Biology',
      'Cengage Algebra',
      'MS Chauhan',
    ];
    const listings = await Promise.all(
      titles.map((title) => createProduct(t.database.db, seller.id, { title })),
    );
    // Rendered side by side, so their loaders and renders interleave on the one route table the process keeps.
    const pages = await Promise.all(listings.map((listing) => t.app.inject(`/product/${listing.id}`)));
    pages.forEach((page, index) => {
      const listing = listings[index];
      expect(page.statusCode).toBe(200);
      expect(rootOf(page.body)).toContain(titles[index]);
      expect(page.body).toContain(`"queryKey":["/api/products/${listing?.id}"]`);
      for (const other of listings.filter((_, otherIndex) => otherIndex !== index)) {
        expect(page.body).not.toContain(other.title);
        expect(page.body).not.toContain(`"queryKey":["/api/products/${other.id}"]`);
      }
    });
  });
});

/**
 * A new listing, once this process has heard of it: on PostgreSQL it hears its own change to the catalogue back a
 * moment later and clears its kept pages again, and a page rendered before that is not kept (docs/decisions/104).
 */
async function listingHeardOf(title: string) {
  let heard = 0;
  const heardBack = new Promise<void>((resolve) =>
    onCatalogueChange(t.database.db, () => {
      heard += 1;
      if (heard === (onPostgres ? 2 : 1)) resolve();
    }),
  );
  const listing = await createProduct(t.database.db, seller.id, { title });
  await heardBack;
  return listing;
}

describe('pages kept for guests', () => {
  it('are sent to a browser gzipped as they were kept, from the first guest on, and plain to a client that takes no gzip', async () => {
    const listing = await listingHeardOf('HC Verma Concepts of Physics Vol 1');
    const first = await t.app.inject({
      url: `/product/${listing.id}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const kept = await t.app.inject({
      url: `/product/${listing.id}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(kept.headers.vary).toContain('accept-encoding');
    const keptHtml = gunzipSync(kept.rawPayload).toString('utf8');
    expect(rootOf(keptHtml)).toContain('HC Verma Concepts of Physics Vol 1');
    expect(keptHtml).toContain('<script data-server-head type="application/ld+json">');
    // The first guest is sent the page as it was kept, too: it is compressed once (docs/decisions/107).
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.rawPayload.equals(kept.rawPayload)).toBe(true);

    const plain = await t.app.inject(`/product/${listing.id}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(keptHtml);
  });

  it('keep the status of a listing that does not exist', async () => {
    await t.app.inject('/product/99999998');
    const again = await t.app.inject('/product/99999998');
    expect(again.statusCode).toBe(404);
  });
});

describe('the home and browse pages', () => {
  it('home arrives with the latest listings', async () => {
    await createProduct(t.database.db, seller.id, { title: 'NCERT Chemistry Part 1, Class 11' });
    const content = rootOf((await t.app.inject('/')).body);
    expect(content).toContain('Latest listings');
    expect(content).toContain('NCERT Chemistry Part 1, Class 11');
  });

  it("asks for the first row's covers before the stylesheet and the app's scripts", async () => {
    await createProduct(t.database.db, seller.id, {
      title: 'Engineering Drawing by N D Bhatt',
      images: ['nd-bhatt.webp'],
    });
    const html = (await t.app.inject('/')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.indexOf('<link rel="preload" as="image" href="/uploads/thumbs/nd-bhatt.webp"');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(head.indexOf('<script'));
    expect(rootOf(html)).not.toContain('rel="preload"');
    // The page shows without the app's code: it is asked for after the covers (docs/decisions/109).
    expect(html).toContain('<script type="module" fetchpriority="low"');
    expect(html).not.toMatch(/<script type="module"(?! fetchpriority="low")/);
  });

  it('a search arrives with its first page of results', async () => {
    await createProduct(t.database.db, seller.id, { title: 'Organic Chemistry by Morrison and Boyd' });
    const content = rootOf((await t.app.inject('/browse?q=morrison')).body);
    expect(content).toContain('Organic Chemistry by Morrison and Boyd');
    expect(content).not.toContain('NCERT Chemistry Part 1, Class 11');
  });

  it('arrives with Free only and the ISBN chip as the address has them, showing only those listings', async () => {
    await createProduct(t.database.db, seller.id, {
      title: 'Strength of Materials by Rajput, given away',
      price: '0.00',
      isbn: '9788131808146',
    });
    await createProduct(t.database.db, seller.id, {
      title: 'Strength of Materials by Rajput, priced',
      price: '200.00',
      isbn: '9788131808146',
    });
    await createProduct(t.database.db, seller.id, { title: 'Thermal Engineering by Rajput', price: '0.00' });
    const free = rootOf((await t.app.inject('/browse?q=rajput&free=true')).body);
    expect(free).toContain('Strength of Materials by Rajput, given away');
    expect(free).not.toContain('Strength of Materials by Rajput, priced');
    expect(free).toContain('Free — collect in person');

    const copies = rootOf((await t.app.inject('/browse?isbn=978-81-318-0814-6')).body);
    expect(copies).toContain('Strength of Materials by Rajput, given away');
    expect(copies).toContain('Strength of Materials by Rajput, priced');
    expect(copies).not.toContain('Thermal Engineering by Rajput');
    expect(copies).toMatch(/aria-label="Remove the filter ISBN 9788131808146"[^>]*>ISBN 9788131808146/);
  });
});

describe('a signed-in visitor', () => {
  it('gets a page rendered for them, which no guest is ever shown', async () => {
    const student = await createUser(t.database.db);
    const cookie = await loginAs(t.app, student);
    const theirs = await t.app.inject({ url: '/browse?q=anything-at-all', headers: { cookie } });
    expect(rootOf(theirs.body)).toContain(`Hi, ${student.username}`);
    const guests = await t.app.inject('/browse?q=anything-at-all');
    expect(rootOf(guests.body)).not.toContain(student.username);
    expect(rootOf(guests.body)).toContain('Sign In');
  });
});

describe('pages in Hindi (docs/decisions/070-languages.md)', () => {
  it('arrive in Hindi, saying so on <html lang>, for a visitor who chose it', async () => {
    await createProduct(t.database.db, seller.id, {
      title: 'Physics Lab Manual, Class 12',
      category: 'Textbooks',
    });
    const response = await t.app.inject({ url: '/', headers: { cookie: 'lang=hi' } });
    expect(response.body).toContain('<html lang="hi-IN"');
    const content = rootOf(response.body);
    expect(content).toContain('नई लिस्टिंग');
    expect(content).toContain('टेक्स्टबुक');
    // The listing's own words stay as the seller wrote them.
    expect(content).toContain('Physics Lab Manual, Class 12');
    expect(content).not.toContain('Latest listings');
  });

  it("follow a first visit's Accept-Language, and keep each language's page apart for guests", async () => {
    const hindi = await t.app.inject({ url: '/browse', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(hindi.body).toContain('<html lang="hi-IN"');
    expect(rootOf(hindi.body)).toContain('सामान देखें');
    const english = await t.app.inject({ url: '/browse', headers: { 'accept-language': 'en-IN' } });
    expect(english.body).toContain('<html lang="en-IN"');
    expect(rootOf(english.body)).toContain('Browse Items');
    // The remembered choice wins over the browser's languages.
    const chosen = await t.app.inject({
      url: '/browse',
      headers: { cookie: 'lang=en', 'accept-language': 'hi-IN' },
    });
    expect(rootOf(chosen.body)).toContain('Browse Items');
    expect(english.headers.vary).toContain('accept-language');
  });

  it('give an unrendered page the language on <html lang> too', async () => {
    const response = await t.app.inject({ url: '/cart', headers: { cookie: 'lang=hi' } });
    expect(response.body).toContain('<html lang="hi-IN"');
  });
});

describe('a public profile page (docs/decisions/082)', () => {
  it('arrives with the student, their listings and its head tags, and no contact details', async () => {
    const student = await createUser(t.database.db);
    await createProduct(t.database.db, student.id, { title: 'Kreyszig Advanced Engineering Mathematics' });
    const response = await t.app.inject(`/u/${student.username}`);
    expect(response.statusCode).toBe(200);
    const content = rootOf(response.body);
    expect(content).toContain(`>${student.username}</h1>`);
    expect(content).toContain('Kreyszig Advanced Engineering Mathematics');
    expect(content).toContain('No ratings yet');
    expect(response.body).toContain(`<title data-server-head>${student.username} | PassItOn</title>`);
    expect(response.body).not.toContain(student.email);
    expect(response.body).not.toContain(student.phone);
  });

  it('answers 404 for a username nobody has, leaving the browser to say so', async () => {
    const response = await t.app.inject('/u/nobody-is-called-this');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toContain('Loading profile…');
  });
});
