import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '../../../domain/contracts/listings.ts';
import { WorkQueue } from '../../lib/work-queue.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { multipart, pdfDocument, pngImage } from '../../test/uploads.ts';
import { uploads } from './uploads.tables.ts';

/** Issue 12, item 4: one image must not be able to stall the server. */

// A queue the tests can fill; a job waits at most 100 ms for its turn.
const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 100, maxWaiting: 4 });
const t = useTestApp({ hooks: { imageQueue: queue } });

/** Flat colours compress to almost nothing, so these are small files that are huge once decoded. */
const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });

let sixteenBitOverBudget: Buffer;
let photoOverFiftyMegapixels: Buffer;
let fiftyMegapixelPhoto: Buffer;

beforeAll(async () => {
  [sixteenBitOverBudget, photoOverFiftyMegapixels, fiftyMegapixelPhoto] = await Promise.all([
    // 6000 × 6000 × 3 channels × 2 bytes = 216 MB decoded, over the 200 MB budget.
    flat(6000, 6000).toColourspace('rgb16').png().toBuffer(),
    flat(8200, 6200).jpeg().toBuffer(),
    // A 50-megapixel phone camera's full-size photo.
    flat(8160, 6120).jpeg().toBuffer(),
  ]);
}, 60_000);

async function student() {
  const user = await createUser(t.database.db);
  return { ...user, cookie: await loginAs(t.app, user) };
}

const upload = (cookie: string, filename: string, content: Buffer) => {
  const { payload, headers } = multipart([{ name: 'files', filename, content }]);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie } });
};

/** Every file under the data folder: stored uploads and temporary ones. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const recordsOf = (uploaderId: number) =>
  t.database.db.select().from(uploads).where(eq(uploads.uploaderId, uploaderId));

describe('the image budget', () => {
  it('refuses a 16-bit image whose decoded pixels are over the budget, and keeps nothing of it', async () => {
    const uploader = await student();
    const before = await filesOnDisk();
    const response = await upload(uploader.cookie, 'scan.png', sixteenBitOverBudget);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message:
        '"scan.png" is too large to process: please save it with 8 bits per colour (a normal JPEG or PNG) ' +
        'under 50 megapixels',
    });
    expect(await filesOnDisk()).toEqual(before);
    expect(await recordsOf(uploader.id)).toEqual([]);
  });

  it('refuses a photo of more than 50 megapixels', async () => {
    const uploader = await student();
    const response = await upload(uploader.cookie, 'panorama.jpg', photoOverFiftyMegapixels);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '"panorama.jpg" is too large to process: please upload a photo under 50 megapixels',
    });
  });

  it("accepts a 50-megapixel phone camera's full-size photo", async () => {
    const uploader = await student();
    const response = await upload(uploader.cookie, 'lecture-notes.jpg', fiftyMegapixelPhoto);
    expect(response.statusCode).toBe(200);
    const [stored] = (response.json() as UploadResult).images as [string];
    const metadata = await sharp(path.join(t.dataDir, 'uploads', stored)).metadata();
    expect([metadata.width, metadata.height]).toEqual([1600, 1200]);
  });
});

describe('the image queue', () => {
  it('answers 429 "busy" to an image that cannot start in time, keeps nothing, and takes it once the queue frees up', async () => {
    const uploader = await student();
    const before = await filesOnDisk();
    let release!: () => void;
    const held = queue.run(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    try {
      const busy = await upload(uploader.cookie, 'cover.png', await pngImage());
      expect(busy.statusCode).toBe(429);
      expect(busy.json()).toMatchObject({
        message: 'The server is busy processing images. Please try again in a minute.',
      });
      expect(await filesOnDisk()).toEqual(before);
      expect(await recordsOf(uploader.id)).toEqual([]);

      // Documents are not image work: they do not wait.
      const document = await upload(uploader.cookie, 'notes.pdf', pdfDocument());
      expect(document.statusCode).toBe(200);
    } finally {
      release();
      await held;
    }
    const retried = await upload(uploader.cookie, 'cover.png', await pngImage());
    expect(retried.statusCode).toBe(200);
  });
});
