import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, type FileStore, localFileStore, readStoredFile } from './file-store.ts';

let store: FileStore;
beforeAll(async () => {
  store = localFileStore(await mkdtemp(path.join(os.tmpdir(), 'passiton-store-')));
});

async function text(opened: Awaited<ReturnType<FileStore['open']>>): Promise<string | undefined> {
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('the local file store', () => {
  it('stores, describes, reads (whole or a range) and removes a file by key', async () => {
    await store.save('thumbs/a.webp', Buffer.from('0123456789'));
    expect(await store.exists('thumbs/a.webp')).toBe(true);
    const info = await store.stat('thumbs/a.webp');
    expect(info).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(info?.etag).toMatch(/^W\/"a-[0-9a-f]+"$/);
    expect(await text(await store.open('thumbs/a.webp'))).toBe('0123456789');
    expect(await text(await store.open('thumbs/a.webp', { start: 2, end: 4 }))).toBe('234');
    expect((await readStoredFile(store, 'thumbs/a.webp'))?.toString()).toBe('0123456789');
    await store.remove('thumbs/a.webp');
    await store.remove('thumbs/a.webp');
    expect(await store.exists('thumbs/a.webp')).toBe(false);
    expect(await store.stat('thumbs/a.webp')).toBeUndefined();
    expect(await store.open('thumbs/a.webp')).toBeUndefined();
    expect(await readStoredFile(store, 'thumbs/a.webp')).toBeUndefined();
  });

  it('never reaches outside its folder', async () => {
    await expect(store.save('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    expect(await store.open('../../etc/passwd')).toBeUndefined();
    expect(await store.exists('/etc/passwd')).toBe(false);
  });

  it('names the content type from the extension', () => {
    expect(contentTypeOf('a.webp')).toBe('image/webp');
    expect(contentTypeOf('A.JPEG')).toBe('image/jpeg');
    expect(contentTypeOf('documents/n.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('documents/n.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOf('x.bin')).toBe('application/octet-stream');
  });
});
