import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensionOf, fileKindOf, maxBytesFor } from '../../../domain/contracts/listings.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { WorkQueue } from '../../lib/work-queue.ts';
import { checkImageBudget, renderImage } from './image-processing.ts';
import { documentKey, imageKey, removeStoredFiles, type StoredUpload, thumbnailKey } from './stored-files.ts';
import {
  checkQuotaAfterRecording,
  checkUploadQuota,
  forgetUploads,
  recordUpload,
} from './upload-records.service.ts';

/**
 * Receiving uploaded files (docs/decisions/014-uploaded-files-and-the-file-store.md): each file is streamed
 * to a temporary file while its size is counted, its type is decided from its bytes, and only then is it
 * stored under a server-chosen name: images re-encoded to WebP without metadata plus a thumbnail, documents
 * as they are. Each stored upload is recorded (upload-records.service.ts) and counts against its uploader's
 * daily quota.
 */

export interface UploadTarget {
  db: Database;
  store: FileStore;
  /** A local folder for files on their way in. */
  tempDir: string;
  /** Bytes each user may store in a rolling day (UPLOAD_QUOTA_MB_PER_DAY). */
  quotaBytesPerDay: number;
  /** This process's image queue (image-processing.ts). */
  imageQueue: WorkQueue;
}

export type { StoredUpload };

/** The code that says a file is over its size limit (sizeLimitText's words). */
function tooLargeCode(fileName: string) {
  if (fileKindOf(fileName) === 'image') return 'upload.image_too_large';
  if (extensionOf(fileName) === 'pdf') return 'upload.pdf_too_large';
  return 'upload.document_too_large';
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
  if (invalid) throw badRequest('upload.invalid_file_name', { name: displayName(fileName) });
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

/**
 * Records the upload (so a crash between the two leaves a record the sweep removes, never an unrecorded
 * file), refuses it if it took the uploader past the quota, then puts its files in the store.
 */
async function keepUpload(
  target: UploadTarget,
  upload: StoredUpload & { uploaderId: number; displayName: string },
  files: { key: string; source: Buffer | { localFile: string } }[],
  sizeBytes: number,
): Promise<StoredUpload> {
  const { name, kind, uploaderId, displayName } = upload;
  await recordUpload(target.db, { name, kind, uploaderId, sizeBytes });
  await checkQuotaAfterRecording(target.db, { name, uploaderId, displayName }, target.quotaBytesPerDay);
  try {
    for (const { key, source } of files) await target.store.save(key, source);
  } catch (error) {
    await removeStoredFiles(target.store, [{ name, kind }]);
    await forgetUploads(target.db, [name]);
    throw error;
  }
  return { name, kind };
}

/**
 * Stores one uploaded file from its stream for the uploader, or throws a 400 naming the file (429 over the
 * daily quota or when the image queue stays busy) and leaves nothing behind. A file over its limit is still read to its end (and thrown away), so the answer can be sent normally.
 */
export async function storeUploadedFile(
  target: UploadTarget,
  uploaderId: number,
  file: { fileName: string; stream: Readable },
): Promise<StoredUpload> {
  const { fileName, stream } = file;
  const name = displayName(fileName);
  checkFileName(fileName);
  const limit = maxBytesFor(fileName);
  if (limit === undefined) {
    throw badRequest('upload.unsupported_type', { name });
  }
  await checkUploadQuota(target.db, uploaderId, target.quotaBytesPerDay);

  await mkdir(target.tempDir, { recursive: true });
  const tempFile = path.join(target.tempDir, `${randomUUID()}.part`);
  try {
    const limiter = new SizeLimiter(limit);
    await pipeline(stream, limiter, createWriteStream(tempFile));
    // busboy cuts a part at the largest size allowed for any file; that part is too large either way.
    if (limiter.exceeded || (stream as Readable & { truncated?: boolean }).truncated) {
      throw badRequest(tooLargeCode(fileName), { name });
    }
    if (limiter.bytes === 0) throw badRequest('upload.empty', { name });

    const claimed = extensionOf(fileName) === 'jpeg' ? 'jpg' : extensionOf(fileName);
    const actual = await sniffExtension(tempFile, claimed);
    if (actual !== claimed) {
      throw badRequest('upload.not_real_type', { name, type: LABELS[claimed] ?? claimed.toUpperCase() });
    }

    if (fileKindOf(fileName) === 'image') {
      await checkImageBudget(tempFile, name);
      const { image, thumbnail } = await renderImage(target.imageQueue, tempFile, name);
      const stored = `${randomUUID()}.webp`;
      return await keepUpload(
        target,
        { name: stored, kind: 'image', uploaderId, displayName: name },
        [
          { key: imageKey(stored), source: image },
          { key: thumbnailKey(stored), source: thumbnail },
        ],
        image.length + thumbnail.length,
      );
    }
    const stored = `${randomUUID()}.${actual}`;
    return await keepUpload(
      target,
      { name: stored, kind: 'document', uploaderId, displayName: name },
      [{ key: documentKey(stored), source: { localFile: tempFile } }],
      limiter.bytes,
    );
  } finally {
    await rm(tempFile, { force: true });
  }
}

/** Removes stored uploads (files, thumbnails and records), e.g. when a later file of the same request is refused. */
export async function removeStoredUploads(
  target: UploadTarget,
  uploads: readonly StoredUpload[],
): Promise<void> {
  await removeStoredFiles(target.store, uploads);
  await forgetUploads(
    target.db,
    uploads.map((upload) => upload.name),
  );
}
