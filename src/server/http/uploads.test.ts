import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'passiton-uploads-'));
  await mkdir(path.join(uploadDir, 'thumbs'));
  await writeFile(path.join(uploadDir, 'cover.webp'), 'image bytes');
  await writeFile(path.join(uploadDir, 'thumbs', 'cover.webp'), 'thumb bytes');
  await writeFile(path.join(uploadDir, 'notes.pdf'), 'private notes');
  t = await buildTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(() => t.close());

describe('serving uploads', () => {
  it('serves listing images and thumbnails with a year-long cache', async () => {
    const image = await t.app.inject('/uploads/cover.webp');
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('image bytes');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/uploads/thumbs/cover.webp')).body).toBe('thumb bytes');
  });

  it('never serves documents or anything outside the folder', async () => {
    expect((await t.app.inject('/uploads/notes.pdf')).statusCode).toBe(404);
    expect((await t.app.inject('/uploads/../package.json')).statusCode).toBe(404);
    expect((await t.app.inject('/uploads/%2e%2e/%2e%2e/etc/passwd')).statusCode).toBe(404);
  });
});
