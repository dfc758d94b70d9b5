import type { ListingFiles } from '../products/index.ts';
import { readMultipartForm, registerMultipart } from './multipart.ts';
import { attachUploads, detachUploads } from './upload-records.service.ts';
import { removeStoredUploads, type UploadTarget } from './uploads.service.ts';

/**
 * The uploads side of listings (products' ListingFiles) over one upload target. Products cannot import this
 * module, which depends on it; app.ts hands this to the listing routes.
 */
export function listingFiles(target: UploadTarget): ListingFiles {
  return {
    registerMultipart,
    readForm: (request, options) => readMultipartForm(request, target, options),
    removeStored: (uploads) => removeStoredUploads(target, uploads),
    attach: attachUploads,
    detach: detachUploads,
  };
}
