import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../test/s3-server.ts';
import { contentTypeOf, type FileStore, localFileStore, readStoredFile } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

let s3Server: S3Server;
let localRoot: string;
beforeAll(async () => {
  localRoot = await mkdtemp(path.join(os.tmpdir(), 'passiton-store-'));
  s3Server = await startS3Server();
});
afterAll(() => s3Server?.stop());

async function text(opened: Awaited<ReturnType<FileStore['open']>>): Promise<string | undefined> {
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

// The same contract for every store (docs/decisions/016-one-file-store.md, 061-object-storage.md).
describe.each([
  { name: 'the local file store', store: () => localFileStore(localRoot) },
  { name: 'the S3-compatible file store', store: () => s3FileStore(s3Server.settings) },
])('$name', ({ store: makeStore }) => {
  let store: FileStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('stores, describes, reads (whole or a range) and removes a file by key', async () => {
    await store.save('thumbs/a.webp', Buffer.from('0123456789'));
    expect(await store.exists('thumbs/a.webp')).toBe(true);
    const info = await store.stat('thumbs/a.webp');
    expect(info).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(info?.etag).toMatch(/^W\/"[0-9a-f-]+"$/);
    expect(info?.lastModified).toBeInstanceOf(Date);
    expect(await text(await store.open('thumbs/a.webp'))).toBe('0123456789');
    const ranged = await store.open('thumbs/a.webp', { start: 2, end: 4 });
    expect(ranged).toMatchObject({ size: 10, contentType: 'image/webp', etag: info?.etag });
    expect(await text(ranged)).toBe('234');
    expect((await readStoredFile(store, 'thumbs/a.webp'))?.toString()).toBe('0123456789');
    await store.remove('thumbs/a.webp');
    await store.remove('thumbs/a.webp');
    expect(await store.exists('thumbs/a.webp')).toBe(false);
    expect(await store.stat('thumbs/a.webp')).toBeUndefined();
    expect(await store.open('thumbs/a.webp')).toBeUndefined();
    expect(await readStoredFile(store, 'thumbs/a.webp')).toBeUndefined();
  });

  it('moves a local temporary file in, byte for byte, and the temporary file is gone', async () => {
    const temporary = path.join(await mkdtemp(path.join(os.tmpdir(), 'passiton-upload-')), 'part');
    const content = Buffer.alloc(300_000, 'pdf bytes ');
    await writeFile(temporary, content);
    await store.save('documents/notes.pdf', { localFile: temporary });
    expect(await readStoredFile(store, 'documents/notes.pdf')).toEqual(content);
    expect(await store.stat('documents/notes.pdf')).toMatchObject({
      size: content.length,
      contentType: 'application/pdf',
    });
    await expect(readStoredFile(localFileStore(path.dirname(temporary)), 'part')).resolves.toBeUndefined();
  });

  it('never reaches outside its folder or bucket', async () => {
    await expect(store.save('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    expect(await store.open('../../etc/passwd')).toBeUndefined();
    expect(await store.exists('/etc/passwd')).toBe(false);
    expect(await store.stat('documents/../../x.pdf')).toBeUndefined();
  });
});

describe('content types', () => {
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
