import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';

/*
 * The buyer pages arrive rendered and the browser takes them over without a mismatch
 * (docs/decisions/018-server-rendered-buyer-pages.md).
 */

const contentOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-state"'));

test('the HTML of a listing, a search and the home page, fetched without JavaScript, carries their content', async ({
  request,
}) => {
  // A demo listing with its photo (journeys running beside this one add listings without).
  const listings: { id: number; images: string[] }[] = await (
    await request.get('/api/products?q=verma')
  ).json();
  const listing = listings.find((candidate) => candidate.images.length > 0) as (typeof listings)[number] & {
    title: string;
    price: string;
    condition: string;
    pickupCity: string;
  };
  const page = contentOf(await (await request.get(`/product/${listing.id}`)).text());
  expect(page).toContain(listing.title);
  expect(page).toContain(`₹${Number(listing.price).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
  expect(page).toContain(listing.condition);
  expect(page).toContain(listing.pickupCity);
  expect(page).toMatch(
    /<img src="\/uploads\/[^"]+"[^>]*srcSet="[^"]+ 240w, [^"]+ 1200w"[^>]*fetchPriority="high"/i,
  );

  const search = contentOf(await (await request.get('/browse?q=physics')).text());
  const [firstResult] = await (await request.get('/api/products?q=physics&limit=1')).json();
  expect(search).toContain(firstResult.title);

  const home = contentOf(await (await request.get('/')).text());
  const [newest] = await (await request.get('/api/products?sort=newest&limit=1')).json();
  expect(home).toContain('Latest listings');
  expect(home).toContain(newest.title);
});

/** Console errors and uncaught exceptions while the page is open (a hydration mismatch is reported as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A listing the server cannot find answers 404, which the browser reports as a failed resource.
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the browser takes the rendered pages over without a hydration error, and they work', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/browse?q=physics');
  const firstCard = page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /physics/i })
    .first();
  await expect(firstCard).toBeVisible();
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The hydrated page answers: the item goes into the guest's cart.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest listings' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page loaded by its address starts at the top', async ({ page }) => {
  await page.goto('/browse');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.goto('/browse?q=notes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a rendered page's code is asked for once: the links the page adds from its list, none again by the app", async ({
  page,
}) => {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/browse?q=physics');
  // Once the app has started, the sort answers (a change before then may land on the server's HTML alone).
  await expect(async () => {
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/, { timeout: 1000 });
  }).toPass();
  const listed: string[] = JSON.parse((await page.locator('#page-chunks').textContent()) ?? '[]');
  expect(listed.length).toBeGreaterThan(5);
  // The renderer, the libraries and the app's start come after the first paint too: the first script imports none of
  // them, or it would evaluate them all as the page is parsed (docs/decisions/123).
  for (const appStart of [/\/preact-[^/]+\.js$/, /\/libraries-[^/]+\.js$/, /\/app-[^/]+\.js$/])
    expect(
      listed.some((chunk) => appStart.test(chunk)),
      String(appStart),
    ).toBe(true);
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  for (const chunk of listed) {
    expect(
      linked.filter((href) => href === chunk),
      chunk,
    ).toHaveLength(1);
    expect(
      scriptRequests.filter((path) => path === chunk),
      chunk,
    ).toHaveLength(1);
  }
});

test("the code a page starts with opens with V8's compile hint; a chunk of one library alone does not", async ({
  page,
}) => {
  // docs/decisions/125-compiled-as-it-downloads.md: V8 reads the hint on a file's first line only.
  const firstLine = async (chunk: string) => (await (await page.request.get(chunk)).text()).split('\n')[0];
  await page.goto('/browse');
  const listed: string[] = JSON.parse((await page.locator('#page-chunks').textContent()) ?? '[]');
  for (const startingCode of [/\/preact-/, /\/libraries-/, /\/app-/, /\/browse-page-/]) {
    const chunk = listed.find((path) => startingCode.test(path));
    expect(chunk, String(startingCode)).toBeDefined();
    expect(await firstLine(chunk ?? ''), String(chunk)).toBe('//# allFunctionsCalledOnLoad');
  }
  // The icons pages share (a card's heart among them): lucide's alone, in one chunk (docs/decisions/128).
  const icons = listed.find((path) => /\/icons-[^/]+\.js$/.test(path));
  expect(icons).toBeDefined();
  expect(await firstLine(icons ?? '')).not.toContain('allFunctionsCalledOnLoad');
});
