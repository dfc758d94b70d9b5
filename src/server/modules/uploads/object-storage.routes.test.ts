import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerListing } from '../../../domain/contracts/listings.ts';
import { s3FileStore } from '../../lib/s3-file-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, uniqueCity } from '../../test/factories.ts';
import { listingFormFields } from '../../test/listing-form.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { jpegWithGps, multipart, pdfDocument } from '../../test/uploads.ts';

/*
 * The whole app over an S3-compatible bucket (docs/decisions/061-object-storage.md): photos and documents go in,
 * photos are served with the same headers as from a folder, documents only to those who may have them, and
 * nothing is left on this machine's disk.
 */

let s3Server: S3Server;
let t: TestApp;
let dataDir: string;
let seller: { cookie: string };
let listing: SellerListing;
const pdf = pdfDocument();

beforeAll(async () => {
  s3Server = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passiton-s3-app-'));
  const { settings } = s3Server;
  t = await buildTestApp({
    DATA_DIR: dataDir,
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  seller = { cookie: await loginAs(t.app, await createUser(t.database.db)) };
  const { payload, headers } = multipart([
    ...Object.entries(listingFormFields(uniqueCity())).map(([name, value]) => ({ name, value })),
    { name: 'files', filename: 'cover.jpg', content: await jpegWithGps() },
    { name: 'files', filename: 'sample-pages.pdf', content: pdf },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload,
    headers: { ...headers, cookie: seller.cookie },
  });
  expect(created.statusCode).toBe(201);
  listing = created.json() as SellerListing;
});
afterAll(async () => {
  await t?.close();
  await s3Server?.stop();
});

describe('uploads kept in an S3-compatible bucket', () => {
  it('stores the photo, its thumbnail and the document in the bucket, and nothing under DATA_DIR', async () => {
    const bucket = s3FileStore(s3Server.settings);
    const [photo] = listing.images as [string];
    const [document] = listing.files as [string];
    expect(await bucket.exists(photo)).toBe(true);
    expect(await bucket.exists(`thumbs/${photo}`)).toBe(true);
    expect(await bucket.exists(`documents/${document}`)).toBe(true);
    expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
    expect((await readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => [])).length).toBe(0);
  });

  it('serves the photo and its thumbnail through the app with the year-long cache and validators', async () => {
    const [photo] = listing.images as [string];
    for (const url of [`/uploads/${photo}`, `/uploads/thumbs/${photo}`]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const ranged = await t.app.inject({ url: `/uploads/${photo}`, headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.toString('latin1')).toBe('RIFF');
  });

  it('hands the document to its seller and to nobody else, signed in or not', async () => {
    const [document] = listing.files as [string];
    const url = `/api/products/${listing.id}/files/${document}`;
    const own = await t.app.inject({ url, headers: { cookie: seller.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload).toEqual(pdf);
    const stranger = await loginAs(t.app, await createUser(t.database.db));
    expect((await t.app.inject({ url, headers: { cookie: stranger } })).statusCode).toBe(404);
    expect((await t.app.inject(url)).statusCode).toBe(404);
    expect((await t.app.inject(`/uploads/documents/${document}`)).statusCode).toBe(404);
  });

  it('draws the listing’s social card from the photo in the bucket', async () => {
    const response = await t.app.inject(`/og/product/${listing.id}.jpg`);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
  });
});
