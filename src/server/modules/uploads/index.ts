/**
 * What other parts of the server may use of the uploads module: its upload target and background work (for
 * app.ts), listings' side of uploads (listingFiles, handed to the products module by app.ts), and where a
 * listing's document lives in the file store, and the keys of images written outside an upload (the social card
 * reads one, the demo seed writes covers).
 */
export { createImageQueue } from './image-processing.ts';
export { listingFiles } from './listing-files.ts';
export { registerPublicImages } from './public-images.routes.ts';
export { documentKey, imageKey, removeStoredFiles, thumbnailKey } from './stored-files.ts';
export { scheduleUploadSweep } from './upload-sweep.ts';
export type { UploadTarget } from './uploads.service.ts';
