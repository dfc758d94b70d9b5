import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  STORED_DOCUMENT_NAME,
  STORED_IMAGE_NAME,
  type UploadResult,
} from '../../../domain/contracts/listings.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import {
  docDocument,
  docxDocument,
  gifImage,
  jpegNeedingRotation,
  jpegWithGps,
  multipart,
  type Part,
  pdfDocument,
  pngImage,
  textDocument,
  webpImage,
  windowsExecutable,
} from '../../test/uploads.ts';

const t = useTestApp();
let cookie: string;
const uploadDir = () => path.join(t.dataDir, 'uploads');
// A student of their own per test, so the per-user rate limit never carries over from one test to the next.
beforeEach(async () => {
  cookie = await loginAs(t.app, await createUser(t.database.db));
});

const upload = (parts: readonly Part[], sessionCookie: string | null = cookie) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: sessionCookie ? { ...headers, cookie: sessionCookie } : headers,
  });
};
const file = (filename: string, content: Buffer): Part => ({ name: 'files', filename, content });

/** Every file under the upload folder (temporary files included), relative to it. */
async function storedFiles(): Promise<string[]> {
  const walk = async (folder: string): Promise<string[]> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return [];
    }
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      ),
    );
    return nested.flat();
  };
  const [stored, temporary] = await Promise.all([walk(uploadDir()), walk(path.join(t.dataDir, 'tmp'))]);
  return [...stored, ...temporary].map((name) => path.relative(t.dataDir, name)).sort();
}

describe('uploading files', () => {
  it('refuses a signed-out visitor with 401 Not authenticated', async () => {
    const response = await upload([file('cover.png', await pngImage())], null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authenticated' });
  });

  it.each([
    ['a JPEG', 'cover.jpg', jpegWithGps],
    ['a JPEG named .jpeg', 'cover.JPEG', jpegWithGps],
    ['a PNG', 'cover.png', pngImage],
    ['a GIF', 'cover.gif', gifImage],
    ['a WebP', 'cover.webp', webpImage],
  ])('accepts %s, stores it as WebP under a new name and makes a thumbnail', async (_kind, name, make) => {
    const response = await upload([file(name, await make())]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as UploadResult;
    expect(body.success).toBe(true);
    expect(body.files).toEqual([]);
    expect(body.images).toHaveLength(1);
    const [stored] = body.images as [string];
    expect(stored).toMatch(STORED_IMAGE_NAME);
    expect(body.filenames).toEqual([stored]);
    expect(body.message).toBe('Uploaded 1 image and 0 documents');
    expect((await sharp(path.join(uploadDir(), stored)).metadata()).format).toBe('webp');
    const thumbnail = await sharp(path.join(uploadDir(), 'thumbs', stored)).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([240, 320]);
    // Images are public, with a year-long cache.
    const served = await t.app.inject(`/uploads/${stored}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it.each([
    ['a PDF', 'sample-pages.pdf', pdfDocument, 'pdf'],
    ['a DOC', 'notes.doc', docDocument, 'doc'],
    ['a DOCX', 'notes.docx', docxDocument, 'docx'],
    ['a TXT', 'syllabus.txt', textDocument, 'txt'],
  ])(
    'accepts %s and keeps it, byte for byte, in the private documents folder',
    async (_kind, name, make, extension) => {
      const content = make();
      const response = await upload([file(name, content)]);
      expect(response.statusCode).toBe(200);
      const body = response.json() as UploadResult;
      expect(body.images).toEqual([]);
      const [stored] = body.files as [string];
      expect(stored).toMatch(STORED_DOCUMENT_NAME);
      expect(stored.endsWith(`.${extension}`)).toBe(true);
      expect(await readFile(path.join(uploadDir(), 'documents', stored))).toEqual(content);
      // Documents are never served publicly.
      expect((await t.app.inject(`/uploads/documents/${stored}`)).statusCode).toBe(404);
    },
  );

  it('answers several files at once in upload order, sorted into images and documents', async () => {
    const response = await upload([
      file('notes.pdf', pdfDocument()),
      file('front.png', await pngImage()),
      file('back.jpg', await jpegWithGps()),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as UploadResult;
    expect(body.filenames).toEqual([body.files[0], body.images[0], body.images[1]]);
    expect(body.message).toBe('Uploaded 2 images and 1 document');
  });

  it('removes EXIF and GPS from a JPEG photo', async () => {
    const photo = await jpegWithGps();
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const response = await upload([file('hostel-room.jpg', photo)]);
    const [stored] = (response.json() as UploadResult).images as [string];
    const bytes = await readFile(path.join(uploadDir(), stored));
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('turns a photo the right way up from its EXIF orientation before dropping the EXIF', async () => {
    const response = await upload([file('sideways.jpg', await jpegNeedingRotation())]);
    const [stored] = (response.json() as UploadResult).images as [string];
    const metadata = await sharp(path.join(uploadDir(), stored)).metadata();
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
    expect(metadata.orientation).toBeUndefined();
  });

  it('shrinks a large photo to 1600 px on its long side', async () => {
    const large = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 10, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const response = await upload([file('big.jpg', large)]);
    const [stored] = (response.json() as UploadResult).images as [string];
    const metadata = await sharp(path.join(uploadDir(), stored)).metadata();
    expect([metadata.width, metadata.height]).toEqual([1600, 1200]);
  });
});

describe('refusing files', () => {
  it('refuses an executable renamed .jpg and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload([file('photo.jpg', windowsExecutable())]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message:
        '"photo.jpg" is not a real JPG file. Upload images (JPG, PNG, GIF, WebP), PDF, DOC, DOCX or TXT files.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image over 10 MB and stores nothing', async () => {
    const before = await storedFiles();
    const photo = await jpegWithGps();
    const oversize = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1 - photo.length, 0)]);
    const response = await upload([file('huge.jpg', oversize)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: '"huge.jpg" is too large. Images can be at most 10 MB.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it.each(['../../etc/passwd.jpg', '..\\..\\windows\\cover.png', '/tmp/cover.png'])(
    'refuses the path-traversal file name %s',
    async (name) => {
      const before = await storedFiles();
      const response = await upload([file(name, await pngImage())]);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(
        /^Invalid file name .*: rename the file/,
      );
      expect(await storedFiles()).toEqual(before);
    },
  );

  it.each([
    ['setup.exe', windowsExecutable(), '"setup.exe" is not a supported file type.'],
    [
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      '"logo.svg" is not a supported file type.',
    ],
    ['notes', Buffer.from('plain words'), '"notes" is not a supported file type.'],
    ['notes.pdf', Buffer.from('just some text'), '"notes.pdf" is not a real PDF file.'],
    ['notes.txt', Buffer.from([0x41, 0x00, 0x42, 0x43]), '"notes.txt" is not a real TXT file.'],
    ['notes.txt', Buffer.from([0xc3, 0x28, 0x41]), '"notes.txt" is not a real TXT file.'],
    ['empty.pdf', Buffer.alloc(0), '"empty.pdf" is empty'],
  ])('refuses %s whose bytes are not what an allowed file should be', async (name, content, message) => {
    const response = await upload([file(name, content)]);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message.startsWith(message)).toBe(true);
  });

  it('refuses a PNG named .pdf (a lie about the type)', async () => {
    const response = await upload([file('notes.pdf', await pngImage())]);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(/^"notes.pdf" is not a real PDF file/);
  });

  it('stores nothing from a request when one of its files is refused, even after others were stored', async () => {
    const before = await storedFiles();
    const response = await upload([
      file('front.png', await pngImage()),
      file('notes.pdf', pdfDocument()),
      file('virus.jpg', windowsExecutable()),
      file('back.png', await pngImage()),
    ]);
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses more than 10 files in one call and stores none of them', async () => {
    const before = await storedFiles();
    const text = textDocument();
    const response = await upload(Array.from({ length: 11 }, (_, index) => file(`page-${index}.txt`, text)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Upload at most 10 files at a time' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a call without files, and one that is not multipart', async () => {
    const empty = await upload([{ name: 'note', value: 'nothing attached' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Please choose at least one file to upload' });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: { files: ['a.jpg'] },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: 'Send the files as multipart/form-data' });
  });

  it('limits each user to 30 uploads a minute without slowing anyone else down', async () => {
    const busy = await loginAs(t.app, await createUser(t.database.db));
    const other = await loginAs(t.app, await createUser(t.database.db));
    const text = textDocument();
    for (let count = 1; count <= 30; count++) {
      const response = await upload([file('page.txt', text)], busy);
      expect(response.statusCode).toBe(200);
    }
    const refused = await upload([file('page.txt', text)], busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect((await upload([file('page.txt', text)], other)).statusCode).toBe(200);
  });
});
