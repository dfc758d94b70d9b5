import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What serving a stored file needs to know without reading it. */
export interface StoredFileInfo {
  /** Bytes in the whole file. */
  size: number;
  /** By the key's extension (contentTypeOf), the same in every store. */
  contentType: string;
  lastModified: Date;
  /** A validator for conditional requests; stored files never change under their key. */
  etag: string;
}

/** Inclusive byte positions, as in an HTTP Range header; end is at most size - 1. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live, by key; the keys themselves (images, thumbnails, documents) are chosen only by
 * src/server/modules/uploads/stored-files.ts. Every read and write of a stored file goes through this
 * interface (serving /uploads/, listing documents, social cards, demo covers, the upload sweep), so the local
 * folder of today can become S3-compatible object storage later without touching its users
 * (docs/decisions/016-one-file-store.md; what may be stored: docs/decisions/014-uploaded-files-and-the-file-store.md).
 */
export interface FileStore {
  /** Stores bytes under the key: a buffer, or a local file that is moved in (and so is gone afterwards). */
  save(key: string, source: Buffer | { localFile: string }): Promise<void>;
  /** Removes the key; a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file's size, type and validators; undefined when the key is not there. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /**
   * The stored bytes (only those of the range when one is given) with the file's info; undefined when the
   * key is not there. The caller checks the range against stat's size first.
   */
  open(key: string, range?: ByteRange): Promise<({ stream: Readable } & StoredFileInfo) | undefined>;
}

/** Keys are folders and names of letters, digits, dots, dashes and underscores; never "..", never absolute. */
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Unsafe file store key: ${JSON.stringify(key)}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** The Content-Type a stored file is served with, from its key's extension; an object store stores it on save. */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** All of a stored file's bytes, for the few readers that need them in memory (small images); undefined when absent. */
export async function readStoredFile(store: FileStore, key: string): Promise<Buffer | undefined> {
  const opened = await store.open(key);
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A FileStore in a folder on this machine. */
export function localFileStore(root: string): FileStore {
  const resolvedRoot = path.resolve(root);
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(resolvedRoot, ...key.split('/'));
  };
  const statFile = async (key: string): Promise<StoredFileInfo | undefined> => {
    try {
      const info = await stat(fullPath(key));
      if (!info.isFile()) return undefined;
      return {
        size: info.size,
        contentType: contentTypeOf(key),
        lastModified: info.mtime,
        // The weak validator @fastify/static sent for these files, so browsers' cached copies stay valid.
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      };
    } catch {
      // Missing, or an unsafe key, which names nothing that could be stored.
      return undefined;
    }
  };

  return {
    async save(key, source) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      if (Buffer.isBuffer(source)) {
        await writeFile(target, source, { flag: 'wx' });
        return;
      }
      try {
        await rename(source.localFile, target);
      } catch (error) {
        // The temporary folder may sit on another disk than the store.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(source.localFile, target);
        await rm(source.localFile, { force: true });
      }
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
    async exists(key) {
      return (await statFile(key)) !== undefined;
    },
    stat: statFile,
    async open(key, range) {
      const info = await statFile(key);
      if (!info) return undefined;
      return { ...info, stream: createReadStream(fullPath(key), range) };
    },
  };
}
