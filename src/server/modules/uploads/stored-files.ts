import type { FileKind } from '../../../domain/contracts/listings.ts';
import type { FileStore } from '../../lib/file-store.ts';

/**
 * The one place that knows where each kind of upload lives in the FileStore (docs/decisions/016-one-file-store.md):
 * images at the top, their thumbnails in thumbs/, documents in documents/. The public URLs follow the same
 * layout (/uploads/{name}, /uploads/thumbs/{name}: src/domain/images.ts), so stored images keep their addresses.
 */

export interface StoredUpload {
  /** The stored name: "{uuid}.webp" for images, "{uuid}.pdf" etc. for documents. */
  name: string;
  kind: FileKind;
}

const THUMBNAILS = 'thumbs';
const DOCUMENTS = 'documents';

/** The store key of a stored image. */
export function imageKey(name: string): string {
  return name;
}
/** The store key of an image's card thumbnail. */
export function thumbnailKey(name: string): string {
  return `${THUMBNAILS}/${name}`;
}
/** The store key of a stored document (never served publicly). */
export function documentKey(name: string): string {
  return `${DOCUMENTS}/${name}`;
}

/** Every store key an upload occupies. */
export function keysOf(upload: StoredUpload): string[] {
  return upload.kind === 'image'
    ? [imageKey(upload.name), thumbnailKey(upload.name)]
    : [documentKey(upload.name)];
}

/** Image names have one of these extensions (stored ones are WebP); nothing else is ever public. */
const PUBLIC_IMAGE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:webp|jpe?g|png|gif)$/i;

/**
 * The store key behind a path under /uploads/ ("abc.webp", "thumbs/abc.webp"), or undefined when the path
 * is not a public image: documents, other folders and anything else of the store are never served from there.
 */
export function publicImageKey(urlPath: string): string | undefined {
  const segments = urlPath.split('/');
  const name = segments.at(-1) ?? '';
  if (!PUBLIC_IMAGE_NAME.test(name)) return undefined;
  if (segments.length === 1) return imageKey(name);
  if (segments.length === 2 && segments[0] === THUMBNAILS) return thumbnailKey(name);
  return undefined;
}

/** Removes uploads' files (and image thumbnails) from the store; files already gone are not an error. */
export async function removeStoredFiles(store: FileStore, uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(uploads.flatMap(keysOf).map((key) => store.remove(key)));
}
