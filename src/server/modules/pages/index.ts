/** The pages module's part in app.ts: loading the web app's server renderer. */
export { readInlineStylesheet } from './inline-stylesheet.ts';
export { readPageChunks } from './page-chunks.ts';
export { loadPageRenderer } from './page-renderer.ts';
