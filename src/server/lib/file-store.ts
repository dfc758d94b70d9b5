import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, by key ("abc.webp", "thumbs/abc.webp", "documents/abc.pdf"). The app only talks
 * to this interface, so a local folder today can become S3-compatible object storage later
 * (docs/decisions/014-uploaded-files-and-the-file-store.md) without touching the upload or listing code.
 */
export interface FileStore {
  /** Stores bytes under the key: a buffer, or a local file that is moved in (and so is gone afterwards). */
  save(key: string, source: Buffer | { localFile: string }): Promise<void>;
  /** Removes the key; a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored bytes and their size; undefined when the key is not there. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** The file's path on this machine, for tools that read files; undefined for a remote store. */
  localPath(key: string): string | undefined;
}

/** Keys are folders and names of letters, digits, dots, dashes and underscores; never "..", never absolute. */
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Unsafe file store key: ${JSON.stringify(key)}`);
  }
}

/** A FileStore in a folder on this machine. */
export function localFileStore(root: string): FileStore {
  const resolvedRoot = path.resolve(root);
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(resolvedRoot, ...key.split('/'));
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
      try {
        return (await stat(fullPath(key))).isFile();
      } catch {
        return false;
      }
    },
    async open(key) {
      const file = fullPath(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return undefined;
      }
    },
    localPath: fullPath,
  };
}
