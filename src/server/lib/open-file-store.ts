import { mkdir } from 'node:fs/promises';
import type { Config } from '../config.ts';
import { type FileStore, localFileStore } from './file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/** The one store of this process (docs/decisions/016-one-file-store.md): a bucket when configured, else a folder. */
export async function openFileStore(settings: Config['fileStore']): Promise<FileStore> {
  if (settings.kind === 's3') return s3FileStore(settings);
  await mkdir(settings.dir, { recursive: true });
  return localFileStore(settings.dir);
}
