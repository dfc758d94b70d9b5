import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

/*
 * The real server renderer for tests of rendered pages (docs/decisions/018-server-rendered-buyer-pages.md): built
 * from src/web/entry-server.tsx (Vite, well under a second) beside the real index.html, under node_modules/.cache
 * so the bundle finds React where the app does. Each test file names its own folder, as files run in parallel.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Where the renderer of the test file `name` is built: pass it as WEB_DIR. */
export const webDirFor = (name: string) => path.join(ROOT, 'node_modules/.cache', name, 'web');

/** Builds the renderer and the index.html into `webDirFor(name)`'s parent. */
export async function buildPageRenderer(name: string): Promise<void> {
  const out = path.dirname(webDirFor(name));
  await rm(out, { recursive: true, force: true });
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'entry-server.tsx', outDir: path.join(out, 'ssr'), emptyOutDir: true, sourcemap: false },
  });
  await mkdir(webDirFor(name), { recursive: true });
  await copyFile(path.join(ROOT, 'src/web/index.html'), path.join(webDirFor(name), 'index.html'));
}

/** Removes what `buildPageRenderer(name)` built. */
export function removePageRenderer(name: string): Promise<void> {
  return rm(path.dirname(webDirFor(name)), { recursive: true, force: true });
}
