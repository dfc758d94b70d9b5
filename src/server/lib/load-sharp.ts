import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips, loaded on first use: most processes mostly serve reads, and loading the image library
 * at start-up would cost each one about 20 MB of memory it may never need.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // sharp keeps input files open in its cache; ours are temporary and deleted right after use.
    sharp.cache({ files: 0 });
    // One libvips thread per image: with one image at a time (see the uploads module's image queue), image
    // work keeps to one core of the machine and one of libuv's four threads, which sign-in and files share.
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
