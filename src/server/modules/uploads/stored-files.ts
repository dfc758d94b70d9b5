import type { FileKind } from '../../../domain/contracts/listings.ts';
import type { FileStore } from '../../lib/file-store.ts';

/** Where each kind of upload lives in the FileStore: images at the top, thumbnails in thumbs/, documents in documents/. */

export interface StoredUpload {
  /** The stored name: "{uuid}.webp" for images, "{uuid}.pdf" etc. for documents. */
  name: string;
  kind: FileKind;
}

/** The store key of a stored image. */
export function imageKey(name: string): string {
  return name;
}
/** The store key of an image's card thumbnail. */
export function thumbnailKey(name: string): string {
  return `thumbs/${name}`;
}
/** The store key of a stored document (never served publicly). */
export function documentKey(name: string): string {
  return `documents/${name}`;
}

/** Every store key an upload occupies. */
export function keysOf(upload: StoredUpload): string[] {
  return upload.kind === 'image'
    ? [imageKey(upload.name), thumbnailKey(upload.name)]
    : [documentKey(upload.name)];
}

/** Removes uploads' files (and image thumbnails) from the store; files already gone are not an error. */
export async function removeStoredFiles(store: FileStore, uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(uploads.flatMap(keysOf).map((key) => store.remove(key)));
}
