import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UploadResult } from '../../../domain/contracts/listings.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { multipart, pdfDocument, pngImage, windowsExecutable } from '../../test/uploads.ts';
import { uploads } from './uploads.tables.ts';

/** Issue 12, item 3: what one student may store in a day is bounded (UPLOAD_QUOTA_MB_PER_DAY). */

const KB = 1024;
const t = useTestApp({ env: { UPLOAD_QUOTA_MB_PER_DAY: '1' } });

async function student() {
  const user = await createUser(t.database.db);
  return { ...user, cookie: await loginAs(t.app, user) };
}

/** A genuine PDF of exactly this many bytes. */
function pdfOfSize(bytes: number): Buffer {
  const start = pdfDocument();
  return Buffer.concat([start, Buffer.alloc(bytes - start.length, 0x20)]);
}

const upload = (cookie: string, filename: string, content: Buffer) => {
  const { payload, headers } = multipart([{ name: 'files', filename, content }]);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie } });
};

const storedDocuments = async () => {
  try {
    return (await readdir(path.join(t.dataDir, 'uploads', 'documents'))).sort();
  } catch {
    return [];
  }
};

const recordsOf = (uploaderId: number) =>
  t.database.db.select().from(uploads).where(eq(uploads.uploaderId, uploaderId));

describe('the daily upload quota', () => {
  it('refuses with 429 the file that would take a student past the limit, and keeps nothing of it', async () => {
    const uploader = await student();
    const first = await upload(uploader.cookie, 'part-1.pdf', pdfOfSize(600 * KB));
    expect(first.statusCode).toBe(200);
    const before = await storedDocuments();

    const second = await upload(uploader.cookie, 'part-2.pdf', pdfOfSize(600 * KB));
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      message: '"part-2.pdf" would take you past the daily upload limit of 1 MB. Please try again tomorrow.',
    });
    expect(await storedDocuments()).toEqual(before);
    expect((await recordsOf(uploader.id)).map((record) => record.name)).toEqual(
      (first.json() as UploadResult).files,
    );

    // A smaller file still fits, and another student has a quota of their own.
    expect((await upload(uploader.cookie, 'index.pdf', pdfOfSize(400 * KB))).statusCode).toBe(200);
    const other = await student();
    expect((await upload(other.cookie, 'part-2.pdf', pdfOfSize(600 * KB))).statusCode).toBe(200);
  });

  it('refuses every file before reading it once the limit is used up, and counts a rolling 24 hours', async () => {
    const uploader = await student();
    expect((await upload(uploader.cookie, 'a.pdf', pdfOfSize(600 * KB))).statusCode).toBe(200);
    expect((await upload(uploader.cookie, 'b.pdf', pdfOfSize(424 * KB))).statusCode).toBe(200);

    const spent = 'You have uploaded 1 MB in the last 24 hours, the daily limit. Please try again tomorrow.';
    const photo = await upload(uploader.cookie, 'cover.png', await pngImage());
    expect(photo.statusCode).toBe(429);
    expect(photo.json()).toMatchObject({ message: spent });
    // A file that would be refused for its bytes gets the quota answer: its bytes were never looked at.
    const fake = await upload(uploader.cookie, 'photo.jpg', windowsExecutable());
    expect(fake.json()).toMatchObject({ message: spent });

    await t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(uploads.uploaderId, uploader.id));
    expect((await upload(uploader.cookie, 'cover.png', await pngImage())).statusCode).toBe(200);
  });

  it('charges an image what it costs in storage: the WebP and its thumbnail', async () => {
    const uploader = await student();
    const response = await upload(uploader.cookie, 'cover.png', await pngImage());
    const [stored] = (response.json() as UploadResult).images as [string];
    const sizes = await Promise.all([
      stat(path.join(t.dataDir, 'uploads', stored)),
      stat(path.join(t.dataDir, 'uploads', 'thumbs', stored)),
    ]);
    const [record] = await recordsOf(uploader.id);
    expect(record).toMatchObject({
      name: stored,
      kind: 'image',
      sizeBytes: sizes[0].size + sizes[1].size,
      productId: null,
    });
  });

  it('applies to the files of a listing sent in one multipart request too', async () => {
    const uploader = await student();
    expect((await upload(uploader.cookie, 'all.pdf', pdfOfSize(1024 * KB))).statusCode).toBe(200);
    const { payload, headers } = multipart([
      { name: 'title', value: 'Thermodynamics notes' },
      { name: 'files', filename: 'notes.pdf', content: pdfDocument() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload,
      headers: { ...headers, cookie: uploader.cookie },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      message: 'You have uploaded 1 MB in the last 24 hours, the daily limit. Please try again tomorrow.',
    });
  });
});
