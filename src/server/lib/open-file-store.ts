import { mkdir } from 'node:fs/promises';
import type { Config } from '../config.ts';
import { type FileStore, localFileStore } from './file-store.ts';

/**
 * The one store of this process (docs/decisions/016-one-file-store.md): a bucket when configured, else a folder. The
 * S3 client is loaded only for a bucket: it weighs some tens of megabytes a laptop need not carry.
 */
export async function openFileStore(settings: Config['fileStore']): Promise<FileStore> {
  if (settings.kind === 's3') {
    const { s3FileStore } = await import('./s3-file-store.ts');
    return s3FileStore(settings);
  }
  await mkdir(settings.dir, { recursive: true });
  return localFileStore(settings.dir);
}
