import { AppError, badRequest } from '../../lib/app-error.ts';
import { loadSharp } from '../../lib/load-sharp.ts';
import { WorkQueue, WorkQueueBusyError } from '../../lib/work-queue.ts';

/**
 * Re-encoding uploaded images within a budget (docs/decisions/011-bounded-image-processing.md): the header
 * is read first and an image whose decoded pixels would cost more than MAX_DECODED_BYTES is refused before
 * any decoding; the decoding itself runs through a per-process queue, one image at a time, so image work can
 * never occupy more than one of libuv's threads (which sign-in's scrypt and static files also need).
 */

/** Stored images: at most this many pixels on the long side. */
export const IMAGE_MAX_SIDE = 1600;
/** Card thumbnails, cropped to fill (the seed covers use the same size). */
export const THUMBNAIL_WIDTH = 240;
export const THUMBNAIL_HEIGHT = 320;

/** A 50-megapixel phone photo passes (8160 × 6120); nothing larger is decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Decoded size limit: 50 megapixels at 4 bytes (8-bit RGBA); a 16-bit RGB image gets about 33. */
export const MAX_DECODED_BYTES = MAX_IMAGE_PIXELS * 4;
const MAX_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

/** Images decoded at once in this process, how long one may wait for its turn, and how many may wait. */
export const IMAGE_QUEUE = { concurrency: 1, maxWaitMs: 10_000, maxWaiting: 16 } as const;

/** The queue every image upload of this process goes through. */
export function createImageQueue(): WorkQueue {
  return new WorkQueue(IMAGE_QUEUE);
}

/** Bytes per sample of each libvips band format (sharp's `depth`). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
  complex: 8,
  dpcomplex: 16,
};

/** sharp's own errors (a corrupt or truncated image) carry no system error code. */
const isImageError = (error: unknown) => error instanceof Error && !('code' in error);

const unreadable = (displayName: string) => badRequest('upload.unreadable_image', { name: displayName });

/**
 * Reads only the image's header and refuses, with 400, one whose pixels would be too costly to decode.
 * Cheap whatever the image: it runs outside the queue, so a refusal never waits for other uploads.
 */
export async function checkImageBudget(file: string, displayName: string): Promise<void> {
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(file).metadata();
  } catch (error) {
    if (isImageError(error)) throw unreadable(displayName);
    throw error;
  }
  const { width, height, channels, depth } = metadata;
  if (!width || !height || !channels) throw unreadable(displayName);
  const sampleBytes = SAMPLE_BYTES[depth] ?? 8;
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw badRequest('upload.image_too_many_pixels', { name: displayName, megapixels: MAX_MEGAPIXELS });
  }
  if (pixels * channels * sampleBytes > MAX_DECODED_BYTES) {
    throw badRequest('upload.image_too_deep', { name: displayName, megapixels: MAX_MEGAPIXELS });
  }
}

/**
 * Decodes the image once, in its turn in the queue, into the stored WebP (at most IMAGE_MAX_SIDE, upright,
 * without EXIF or GPS) and its card thumbnail. 429 when the queue stays busy; 400 when it cannot be read.
 */
export async function renderImage(
  queue: WorkQueue,
  file: string,
  displayName: string,
): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const sharp = await loadSharp();
  try {
    return await queue.run(async () => {
      // rotate() applies the EXIF orientation to the pixels; the output carries no metadata (no EXIF, no
      // GPS) because sharp drops it unless asked to keep it. The pixel limit backs up checkImageBudget.
      const image = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      // From the small WebP rather than the upload: the upload is decoded once, not twice.
      const thumbnail = await sharp(image)
        .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'cover' })
        .webp({ quality: 75 })
        .toBuffer();
      return { image, thumbnail };
    });
  } catch (error) {
    if (error instanceof WorkQueueBusyError) throw new AppError(429, 'upload.images_busy');
    if (isImageError(error)) throw unreadable(displayName);
    throw error;
  }
}
