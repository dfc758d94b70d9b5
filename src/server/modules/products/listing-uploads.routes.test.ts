import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerListing, UploadResult } from '../../../domain/contracts/listings.ts';
import { localFileStore } from '../../lib/file-store.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import { multipart, type Part, pdfDocument, pngImage } from '../../test/uploads.ts';
import { documentKey, imageKey } from '../uploads/stored-files.ts';
import { sweepUnattachedUploads } from '../uploads/upload-records.service.ts';
import { uploads } from '../uploads/uploads.tables.ts';
import { products } from './products.tables.ts';

/** Issue 12, item 3: a listing may attach only files its seller uploaded (admins any). */

type Account = Awaited<ReturnType<typeof createUser>> & { cookie: string };

const t = useTestApp();
let seller: Account;
let stranger: Account;
let admin: Account;

async function account(isAdmin = false): Promise<Account> {
  const user = await createUser(t.database.db, { isAdmin });
  return { ...user, cookie: await loginAs(t.app, user) };
}

beforeAll(async () => {
  [seller, stranger, admin] = await Promise.all([account(), account(), account(true)]);
});

const productForm = {
  title: 'Engineering Mathematics by B.S. Grewal',
  description: 'The 44th edition, all pages intact, a few pencil marks in chapter 2.',
  price: '349',
  condition: 'Good',
  category: 'Textbooks',
};

function send(method: 'POST' | 'PUT', url: string, cookie: string, payload: object) {
  return t.app.inject({ method, url, payload, headers: { cookie } });
}

async function uploadAs(
  owner: Account,
  parts: { filename: string; content: Buffer }[],
): Promise<UploadResult> {
  const { payload, headers } = multipart(parts.map((part) => ({ name: 'files', ...part })));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie: owner.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as UploadResult;
}

const photoAndNotes = async () => [
  { filename: 'cover.png', content: await pngImage() },
  { filename: 'notes.pdf', content: pdfDocument() },
];

async function listingOf(owner: Account, attachments: { images?: string[]; files?: string[] } = {}) {
  const response = await send('POST', '/api/products', owner.cookie, { ...productForm, ...attachments });
  expect(response.statusCode).toBe(201);
  return response.json() as SellerListing;
}

const recordsNamed = (names: string[]) =>
  t.database.db
    .select({ name: uploads.name, productId: uploads.productId })
    .from(uploads)
    .where(inArray(uploads.name, names));

describe("attaching another student's uploads", () => {
  it('refuses a new listing naming another student’s image or document, as if it did not exist', async () => {
    const theirs = await uploadAs(stranger, await photoAndNotes());
    const listingsBefore = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sellerId, seller.id));

    const image = await send('POST', '/api/products', seller.cookie, {
      ...productForm,
      images: theirs.images,
    });
    expect(image.statusCode).toBe(400);
    expect(image.json()).toMatchObject({
      message: `Image ${theirs.images[0]} was not found: upload it again`,
    });
    const document = await send('POST', '/api/products', seller.cookie, {
      ...productForm,
      files: theirs.files,
    });
    expect(document.statusCode).toBe(400);
    expect(document.json()).toMatchObject({
      message: `Document ${theirs.files[0]} was not found: upload it again`,
    });

    // Nothing was listed, and the files are still theirs to use.
    expect(
      await t.database.db.select({ id: products.id }).from(products).where(eq(products.sellerId, seller.id)),
    ).toEqual(listingsBefore);
    await listingOf(stranger, { images: theirs.images, files: theirs.files });
  });

  it('refuses an edit that adds another student’s upload, and changes nothing', async () => {
    const listing = await listingOf(seller);
    const theirs = await uploadAs(stranger, await photoAndNotes());
    for (const [field, label] of [
      ['images', 'Image'],
      ['files', 'Document'],
    ] as const) {
      const response = await send('PUT', `/api/products/${listing.id}`, seller.cookie, {
        title: 'A new title',
        [field]: theirs[field],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: `${label} ${theirs[field][0]} was not found: upload it again`,
      });
    }
    const [row] = await t.database.db
      .select({ title: products.title, images: products.images, files: products.files })
      .from(products)
      .where(eq(products.id, listing.id));
    expect(row).toEqual({ title: productForm.title, images: [], files: [] });
    expect(await recordsNamed([...theirs.images, ...theirs.files])).toEqual(
      [...theirs.images, ...theirs.files].map((name) => ({ name, productId: null })),
    );
  });

  it("lets an admin attach any student's upload", async () => {
    const listing = await listingOf(seller);
    const theirs = await uploadAs(stranger, await photoAndNotes());
    const response = await send('PUT', `/api/products/${listing.id}`, admin.cookie, {
      images: theirs.images,
      files: theirs.files,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ images: theirs.images, files: theirs.files });
  });

  it('refuses a file that another listing already uses', async () => {
    const mine = await uploadAs(seller, await photoAndNotes());
    await listingOf(seller, { images: mine.images });
    const again = await send('POST', '/api/products', seller.cookie, { ...productForm, images: mine.images });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: `Image ${mine.images[0]} is already used by another listing: upload it again`,
    });
  });
});

describe('the record of which listing uses an upload', () => {
  it('attaches the files a seller uploaded before, and the files sent with the listing itself', async () => {
    const before = await uploadAs(seller, await photoAndNotes());
    const named = await listingOf(seller, { images: before.images, files: before.files });
    expect(await recordsNamed([...before.images, ...before.files])).toEqual(
      [...before.images, ...before.files].map((name) => ({ name, productId: named.id })),
    );

    const fields: Part[] = Object.entries({
      ...productForm,
      institute: 'College of Engineering Pune',
      pickupAddress: 'College of Engineering Pune',
      disclaimerAccepted: 'true',
    }).map(([name, value]) => ({ name, value }));
    const { payload, headers } = multipart([
      ...fields,
      ...(await photoAndNotes()).map((part) => ({ name: 'files', ...part })),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload,
      headers: { ...headers, cookie: seller.cookie },
    });
    expect(response.statusCode).toBe(201);
    const sent = response.json() as SellerListing;
    expect(await recordsNamed([...sent.images, ...sent.files])).toEqual(
      [...sent.images, ...sent.files].map((name) => ({ name, productId: sent.id })),
    );
  });

  it('lets the sweep take an image an edit removed a day later, but keeps a removed document for its buyers', async () => {
    const store = localFileStore(path.join(t.dataDir, 'uploads'));
    const mine = await uploadAs(seller, await photoAndNotes());
    const listing = await listingOf(seller, { images: mine.images, files: mine.files });
    const [image, document] = [mine.images[0] as string, mine.files[0] as string];

    const edited = await send('PUT', `/api/products/${listing.id}`, seller.cookie, { images: [], files: [] });
    expect(edited.statusCode).toBe(200);
    expect(await recordsNamed([image, document])).toEqual(
      expect.arrayContaining([
        { name: image, productId: null },
        { name: document, productId: listing.id },
      ]),
    );

    // Still there within the day, so the seller can put the photo back…
    await sweepUnattachedUploads(t.database.db, store);
    expect(await store.exists(imageKey(image))).toBe(true);
    // …and gone once a day has passed since the edit.
    await t.database.db
      .update(uploads)
      .set({
        createdAt: sql`now() - interval '3 days'`,
        detachedAt: sql`now() - interval '25 hours'`,
      })
      .where(inArray(uploads.name, [image, document]));
    await sweepUnattachedUploads(t.database.db, store);
    expect(await store.exists(imageKey(image))).toBe(false);
    expect(await store.exists(documentKey(document))).toBe(true);
  });

  it('keeps a listing’s own images when an edit names them again, the demo covers without a record included', async () => {
    // Demo covers have server-style names but were written straight to the folder, with no record.
    const cover = `${randomUUID()}.webp`;
    const listing = await createProduct(t.database.db, seller.id, { images: [cover] });
    const mine = await uploadAs(seller, [{ filename: 'back.png', content: await pngImage() }]);
    const response = await send('PUT', `/api/products/${listing.id}`, seller.cookie, {
      images: [cover, ...mine.images],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ images: [cover, ...mine.images] });
  });
});
