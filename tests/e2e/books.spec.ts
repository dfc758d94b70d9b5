import { expect, type Page } from '@playwright/test';
import { ownBrowser, PHONE, registerThroughApi, test } from './fixtures.ts';
import { addCoverAndGoOn, pickUpAtCollegeAndGoOn } from './listing-wizard.ts';

/*
 * Books as books (issue 32) on a phone: a student posts the book they want by its ISBN; a seller types that ISBN
 * in the listing wizard, has the details filled from the (recorded) Open Library lookup, sees that a student wants
 * it, and lists it; the listing's page is a schema.org Book, and the student hears of it at once
 * (docs/decisions/090-book-lookup.md, 094-wanted-posts.md).
 */

/** In the recorded Open Library (src/server/test/open-library-server.ts) and in no demo listing. */
const GREWAL = { isbn13: '9788174091956', isbn10: '8174091955', title: 'Higher Engineering Mathematics' };

test.use({ viewport: PHONE });

/** The wizard's steps after the book's details: price, a photo, the pickup place, then List My Item. */
async function finishListing(page: Page) {
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByLabel('Condition').selectOption('Good');
  await page
    .getByLabel('Description')
    .fill('Khanna edition, all pages intact, a few pencil marks in chapter 2.');
  await next.click();
  await page.getByLabel('Price (₹)').fill('350');
  await next.click();
  await addCoverAndGoOn(page);
  await pickUpAtCollegeAndGoOn(page);
  await page.getByRole('button', { name: 'List My Item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your listing is live' })).toBeVisible();
}

test('a student wants a book by its ISBN; a seller looks it up, sees the student wants it, lists it as a Book, and the student is told', async ({
  page,
  student: _wantsIt,
  browser,
}) => {
  // The student posts the book they want with its ISBN alone; the server finds its title.
  await page.goto('/wanted');
  const form = page.getByRole('form', { name: 'Post a wanted book' });
  await form.getByLabel('ISBN (optional)').fill(GREWAL.isbn10);
  await form.getByRole('button', { name: 'Post it' }).click();
  const mine = page.getByRole('region', { name: 'Your wanted posts' });
  await expect(mine.getByRole('heading', { name: GREWAL.title })).toBeVisible();

  // The seller, on their own phone, types the ISBN and has the details filled in.
  const seller = await ownBrowser(browser, PHONE);
  await registerThroughApi(seller.context.request);
  const sellerPage = seller.page;
  await sellerPage.goto('/sell?form=item');
  await sellerPage.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }).check();
  await sellerPage.getByRole('button', { name: 'Next' }).click();
  await sellerPage.getByLabel('Category').selectOption('Textbooks');
  await sellerPage.getByLabel('ISBN', { exact: true }).fill(`978-81-7409-195-6`);
  await sellerPage.getByRole('button', { name: 'Look up this book' }).click();
  await expect(sellerPage.getByText(`Found: ${GREWAL.title}`)).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Fill in these details' }).click();
  await expect(sellerPage.getByLabel('Title')).toHaveValue(GREWAL.title);
  await expect(sellerPage.getByLabel('Author(s)')).toHaveValue('B. S. Grewal');
  await expect(sellerPage.getByLabel('Publisher')).toHaveValue('Khanna Publishers');
  await expect(sellerPage.getByLabel('Year of publication')).toHaveValue('2017');
  await expect(sellerPage.getByRole('status').filter({ hasText: '1 student wants this book' })).toBeVisible();
  await finishListing(sellerPage);

  // The listing's page, as a crawler fetches it, is a Book with its ISBN.
  const [listing] = await (await page.request.get(`/api/products?isbn=${GREWAL.isbn13}`)).json();
  const html = await (await page.request.get(`/product/${listing.id}`)).text();
  const jsonLd = html.match(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
    '@type': ['Product', 'Book'],
    isbn: GREWAL.isbn13,
    author: [{ '@type': 'Person', name: 'B. S. Grewal' }],
  });
  await seller.context.close();

  // The student who wanted it finds the notice under the bell, and it opens the listing.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notice = page.getByRole('link', {
    name: /A listing answers your wanted post "Higher Engineering Mathematics"/,
  });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/product/${listing.id}$`));
});

test('a seller answers a wanted post with "I have this": the wizard starts with the book, and the student is told', async ({
  page,
  student: _seller,
  browser,
}) => {
  const wanter = await ownBrowser(browser, PHONE);
  await registerThroughApi(wanter.context.request);
  const title = `Signals and Systems Oppenheim ${Date.now().toString(36)}`;
  const posted = await wanter.context.request.post('/api/wanted', { data: { title, maxPrice: 500 } });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto(`/wanted?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('₹500.00')).toBeVisible();
  await card.getByRole('link', { name: 'I have this' }).click();
  await page.getByRole('checkbox', { name: 'I have read and accept the seller disclaimer' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Category').selectOption('Textbooks');
  await finishListing(page);

  await wanter.page.goto('/');
  await wanter.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    wanter.page.getByRole('link', { name: new RegExp(`A listing answers your wanted post "${title}"`) }),
  ).toBeVisible();
  await wanter.context.close();
});
