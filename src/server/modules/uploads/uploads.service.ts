import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ALLOWED_FILES_TEXT,
  extensionOf,
  type FileKind,
  fileKindOf,
  maxBytesFor,
  sizeLimitText,
} from '../../../domain/contracts/listings.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { loadSharp } from '../../lib/load-sharp.ts';

/**
 * Receiving uploaded files (DECISIONS.md "Listings, files and search"): each file is streamed to a temporary
 * file while its size is counted, its type is decided from its bytes, and only then is it stored under a
 * server-chosen name: images re-encoded to WebP without metadata plus a thumbnail, documents as they are.
 */

export interface UploadTarget {
  store: FileStore;
  /** A local folder for files on their way in. */
  tempDir: string;
}

export interface StoredUpload {
  /** The stored name: "{uuid}.webp" for images, "{uuid}.pdf" etc. for documents. */
  name: string;
  kind: FileKind;
}

/** Stored images: at most this many pixels on the long side. */
export const IMAGE_MAX_SIDE = 1600;
/** Card thumbnails, cropped to fill (the seed covers use the same size). */
export const THUMBNAIL_WIDTH = 240;
export const THUMBNAIL_HEIGHT = 320;
/** A decompression bomb guard: no phone camera comes near 100 megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;

/** The store key of a stored upload (images at the top, thumbnails in thumbs/, documents in documents/). */
export function imageKey(name: string): string {
  return name;
}
export function thumbnailKey(name: string): string {
  return `thumbs/${name}`;
}
export function documentKey(name: string): string {
  return `documents/${name}`;
}

const LABELS: Record<string, string> = {
  jpg: 'JPG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  pdf: 'PDF',
  doc: 'DOC',
  docx: 'DOCX',
  txt: 'TXT',
};

/** A client's file name, made safe to repeat in a message. */
export function displayName(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what goes.
  const printable = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return `"${printable.length > 80 ? `${printable.slice(0, 77)}...` : printable}"`;
}

/**
 * File names are only ever shown back, never used to store anything; one naming a folder ("../x.jpg") or
 * carrying control characters is refused outright, as a client sending it is not a browser's file picker.
 */
export function checkFileName(fileName: string): void {
  const invalid =
    fileName.trim() === '' ||
    fileName.length > 255 ||
    /[/\\]/.test(fileName) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    /[\u0000-\u001f\u007f]/.test(fileName) ||
    fileName.startsWith('.');
  if (invalid) throw badRequest(`Invalid file name ${displayName(fileName)}: rename the file and try again`);
}

/** Counts bytes on their way to disk; past the limit it keeps reading but writes nothing more. */
class SizeLimiter extends Transform {
  bytes = 0;
  readonly limit: number;

  constructor(limit: number) {
    super();
    this.limit = limit;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.bytes += chunk.length;
    if (this.bytes <= this.limit) this.push(chunk);
    callback();
  }

  get exceeded(): boolean {
    return this.bytes > this.limit;
  }
}

/** Text files have no magic bytes: a .txt is accepted when it is valid UTF-8 without NUL bytes. */
async function isPlainText(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are, as one of our extensions; undefined when they are none of the allowed types. */
async function sniffExtension(file: string, claimed: string): Promise<string | undefined> {
  // Loaded on first use, like sharp: a process that never receives an upload never needs it.
  const { fileTypeFromFile } = await import('file-type');
  const type = await fileTypeFromFile(file);
  if (!type) return claimed === 'txt' && (await isPlainText(file)) ? 'txt' : undefined;
  // A .doc is a Compound File Binary container; file-type names the container.
  if (type.ext === 'cfb') return 'doc';
  return type.ext;
}

async function storeImage(target: UploadTarget, tempFile: string, fileName: string): Promise<StoredUpload> {
  const name = `${randomUUID()}.webp`;
  try {
    // rotate() applies the EXIF orientation to the pixels; the output carries no metadata (no EXIF, no GPS)
    // because sharp drops it unless asked to keep it.
    const sharp = await loadSharp();
    const source = sharp(tempFile, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [image, thumbnail] = await Promise.all([
      source
        .clone()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source
        .clone()
        .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    await target.store.save(imageKey(name), image);
    await target.store.save(thumbnailKey(name), thumbnail);
  } catch (error) {
    await Promise.all([target.store.remove(imageKey(name)), target.store.remove(thumbnailKey(name))]);
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest(`${displayName(fileName)} is too large: images can be at most 100 megapixels`);
    }
    if (error instanceof Error && !('code' in error)) {
      // sharp's own errors (a corrupt or truncated image) have no system error code.
      throw badRequest(`${displayName(fileName)} could not be read as an image`);
    }
    throw error;
  }
  return { name, kind: 'image' };
}

/**
 * Stores one uploaded file from its stream, or throws a 400 naming the file and leaves nothing behind.
 * A file over its limit is still read to its end (and thrown away), so the answer can be sent normally.
 */
export async function storeUploadedFile(
  target: UploadTarget,
  file: { fileName: string; stream: Readable },
): Promise<StoredUpload> {
  const { fileName, stream } = file;
  const name = displayName(fileName);
  checkFileName(fileName);
  const limit = maxBytesFor(fileName);
  if (limit === undefined) {
    throw badRequest(`${name} is not a supported file type. Upload ${ALLOWED_FILES_TEXT} files.`);
  }

  await mkdir(target.tempDir, { recursive: true });
  const tempFile = path.join(target.tempDir, `${randomUUID()}.part`);
  try {
    const limiter = new SizeLimiter(limit);
    await pipeline(stream, limiter, createWriteStream(tempFile));
    // busboy cuts a part at the largest size allowed for any file; that part is too large either way.
    if (limiter.exceeded || (stream as Readable & { truncated?: boolean }).truncated) {
      throw badRequest(`${name} is too large. ${sizeLimitText(fileName)}.`);
    }
    if (limiter.bytes === 0) throw badRequest(`${name} is empty`);

    const claimed = extensionOf(fileName) === 'jpeg' ? 'jpg' : extensionOf(fileName);
    const actual = await sniffExtension(tempFile, claimed);
    if (actual !== claimed) {
      throw badRequest(
        `${name} is not a real ${LABELS[claimed] ?? claimed.toUpperCase()} file. Upload ${ALLOWED_FILES_TEXT} files.`,
      );
    }

    if (fileKindOf(fileName) === 'image') return await storeImage(target, tempFile, fileName);
    const stored = `${randomUUID()}.${actual}`;
    await target.store.save(documentKey(stored), { localFile: tempFile });
    return { name: stored, kind: 'document' };
  } finally {
    await rm(tempFile, { force: true });
  }
}

/** Removes stored uploads (and image thumbnails), e.g. when a later file of the same request is refused. */
export async function removeStoredUploads(store: FileStore, uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(
    uploads.flatMap((upload) =>
      upload.kind === 'image'
        ? [store.remove(imageKey(upload.name)), store.remove(thumbnailKey(upload.name))]
        : [store.remove(documentKey(upload.name))],
    ),
  );
}

/** True when the named upload is in the store as the kind it claims to be. */
export function uploadExists(store: FileStore, name: string, kind: FileKind): Promise<boolean> {
  return store.exists(kind === 'image' ? imageKey(name) : documentKey(name));
}
