import { randomUUID } from 'node:crypto';
import type { Category } from '../../../domain/catalogue.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { loadSharp } from '../../lib/load-sharp.ts';
import { imageKey, removeStoredFiles, thumbnailKey } from '../../modules/uploads/index.ts';
import { buildCoverSvg } from './cover-svg.ts';

/** Demo cover images, rendered locally from SVG so seeding needs no network. */

export interface CoverSubject {
  title: string;
  category: Category;
}

const THUMBNAIL_WIDTH = 240;
const THUMBNAIL_HEIGHT = 320;
// Low encoder effort halves the time for flat-colour artwork at about the same file size.
const WEBP_OPTIONS = { quality: 80, effort: 2 };
// Enough covers at once to keep the cores busy, few enough not to hold every cover's pixels in memory.
const RENDER_CONCURRENCY = 4;

/**
 * Stores one cover (and its thumbnail) per subject, where uploaded images go; answers the image names in the
 * same order. A failure removes every file already stored.
 */
export async function writeCoverImages(
  store: FileStore,
  subjects: readonly CoverSubject[],
): Promise<string[]> {
  const names = subjects.map(() => `${randomUUID()}.webp`);
  try {
    await forEachWithConcurrency(subjects, RENDER_CONCURRENCY, (subject, index) =>
      writeCover(store, names[index] as string, subject),
    );
  } catch (error) {
    await removeCoverImages(store, names);
    throw error;
  }
  return names;
}

/** Removes covers and thumbnails written by writeCoverImages; names that were never written are ignored. */
export async function removeCoverImages(store: FileStore, names: readonly string[]): Promise<void> {
  await removeStoredFiles(
    store,
    names.map((name) => ({ name, kind: 'image' })),
  );
}

async function writeCover(store: FileStore, name: string, subject: CoverSubject): Promise<void> {
  // Rasterise the SVG once and encode both sizes from the pixels; the covers are opaque, so alpha goes.
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(buildCoverSvg(subject.title, subject.category)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  await store.save(imageKey(name), await pixels().webp(WEBP_OPTIONS).toBuffer());
  await store.save(
    thumbnailKey(name),
    await pixels().resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT).webp(WEBP_OPTIONS).toBuffer(),
  );
}

/** Runs the tasks a few at a time; after a failure no new task starts, and it settles only once all have stopped. */
async function forEachWithConcurrency<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        await task(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}
