import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

// Files already uploaded, written before the app is built (hooks run in order).
const uploadDir = path.join(os.tmpdir(), `passiton-uploads-${randomBytes(4).toString('hex')}`);
beforeAll(async () => {
  await mkdir(path.join(uploadDir, 'thumbs'), { recursive: true });
  await mkdir(path.join(uploadDir, 'documents'));
  await writeFile(path.join(uploadDir, 'cover.webp'), 'image bytes');
  await writeFile(path.join(uploadDir, 'photo.jpg'), 'jpeg bytes');
  await writeFile(path.join(uploadDir, 'thumbs', 'cover.webp'), 'thumb bytes');
  await writeFile(path.join(uploadDir, 'notes.pdf'), 'private notes');
  await writeFile(path.join(uploadDir, 'documents', 'notes.pdf'), 'private notes');
  // Documents never have an image's name; even one that did is not served.
  await writeFile(path.join(uploadDir, 'documents', 'scan.webp'), 'private scan');
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });

describe('serving uploads', () => {
  it('serves listing images and thumbnails with a year-long cache', async () => {
    const image = await t.app.inject('/uploads/cover.webp');
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('image bytes');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-length']).toBe('11');
    expect(image.headers['accept-ranges']).toBe('bytes');
    expect((await t.app.inject('/uploads/thumbs/cover.webp')).body).toBe('thumb bytes');
    expect((await t.app.inject('/uploads/photo.jpg')).headers['content-type']).toBe('image/jpeg');
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/uploads/cover.webp' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a revalidation whose ETag or date still matches with 304', async () => {
    const first = await t.app.inject('/uploads/cover.webp');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"b-[0-9a-f]+"$/);
    const byTag = await t.app.inject({ url: '/uploads/cover.webp', headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const lastModified = first.headers['last-modified'] as string;
    const byDate = await t.app.inject({
      url: '/uploads/cover.webp',
      headers: { 'if-modified-since': lastModified },
    });
    expect(byDate.statusCode).toBe(304);
    const otherTag = await t.app.inject({
      url: '/uploads/cover.webp',
      headers: { 'if-none-match': 'W/"1-1"' },
    });
    expect(otherTag.statusCode).toBe(200);
  });

  it('serves byte ranges, and 416 for a range beyond the file', async () => {
    const part = await t.app.inject({ url: '/uploads/cover.webp', headers: { range: 'bytes=0-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('image');
    expect(part.headers['content-range']).toBe('bytes 0-4/11');
    expect(part.headers['content-length']).toBe('5');
    const tail = await t.app.inject({ url: '/uploads/cover.webp', headers: { range: 'bytes=-5' } });
    expect(tail.body).toBe('bytes');
    const rest = await t.app.inject({ url: '/uploads/cover.webp', headers: { range: 'bytes=6-' } });
    expect(rest.body).toBe('bytes');
    const beyond = await t.app.inject({ url: '/uploads/cover.webp', headers: { range: 'bytes=50-60' } });
    expect(beyond.statusCode).toBe(416);
    const stale = await t.app.inject({
      url: '/uploads/cover.webp',
      headers: { range: 'bytes=0-4', 'if-range': 'W/"1-1"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe('image bytes');
  });

  it('never serves documents or anything outside the folder', async () => {
    for (const url of [
      '/uploads/notes.pdf',
      '/uploads/documents/notes.pdf',
      '/uploads/documents/scan.webp',
      '/uploads/missing.webp',
      '/uploads/',
      '/uploads/thumbs/',
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/thumbs/..%2fcover.webp',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ message: 'Not found' });
    }
  });
});
