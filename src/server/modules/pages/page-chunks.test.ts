import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_MODULES, readPageChunks, withPageChunks } from './page-chunks.ts';

/** A build's manifest in miniature: index.html's script, the app's start it imports, and each page's route. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_runtime.js', '_preload-helper.js'],
    dynamicImports: ['_react.js', '_libraries.js', '_app.js'],
  },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_preload-helper.js': { file: 'assets/preload-helper-1.js' },
  '_react.js': { file: 'assets/react-1.js', imports: ['_runtime.js'] },
  '_libraries.js': { file: 'assets/libraries-1.js', imports: ['_react.js', '_runtime.js'] },
  '_app.js': { file: 'assets/app-1.js', imports: ['_libraries.js', '_react.js'] },
  '_grid.js': { file: 'assets/grid-1.js', imports: ['_app.js', '_price.js'] },
  '_price.js': { file: 'assets/price-1.js' },
  '_gallery.js': { file: 'assets/gallery-1.js', imports: ['_price.js'] },
  'features/catalogue/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_app.js', '_grid.js'] },
  'features/catalogue/browse-page.tsx': { file: 'assets/browse-page-1.js', imports: ['_grid.js'] },
  'app/routes/product-route.tsx': {
    file: 'assets/product-route-1.js',
    imports: ['_gallery.js'],
    dynamicImports: ['_reviews.js'],
  },
  'app/routes/profile-route.tsx': { file: 'assets/profile-route-1.js', imports: ['_grid.js'] },
};

let webDir: string;
beforeEach(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'page-chunks-'));
});
afterEach(() => rm(webDir, { recursive: true, force: true }));

async function writeManifest(manifest: object): Promise<void> {
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, '.vite/manifest.json'), JSON.stringify(manifest));
}

describe("a rendered page's chunks", () => {
  it("are the app's start, then the page's route with all it imports, each once, less what index.html links", async () => {
    await writeManifest(MANIFEST);
    const chunks = await readPageChunks(webDir);
    const appStart = ['/assets/react-1.js', '/assets/libraries-1.js', '/assets/app-1.js'];
    expect(chunks?.home).toEqual([
      ...appStart,
      '/assets/home-page-1.js',
      '/assets/grid-1.js',
      '/assets/price-1.js',
    ]);
    expect(chunks?.browse).toEqual([
      ...appStart,
      '/assets/browse-page-1.js',
      '/assets/grid-1.js',
      '/assets/price-1.js',
    ]);
    // What the listing loads later (its reviews) is not part of its start.
    expect(chunks?.product).toEqual([
      ...appStart,
      '/assets/product-route-1.js',
      '/assets/gallery-1.js',
      '/assets/price-1.js',
    ]);
  });

  it('are unknown without a build', async () => {
    expect(await readPageChunks(webDir)).toBeUndefined();
  });

  it('name modules the web app has (a renamed page would otherwise stop the server at start)', () => {
    for (const moduleKey of Object.values(PAGE_MODULES)) {
      expect(existsSync(path.resolve(import.meta.dirname, '../../../web', moduleKey))).toBe(true);
    }
  });

  it('are listed at the end of the head, as data the browser does not run', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    expect(withPageChunks(html, ['/assets/a-1.js', '/assets/b-1.js'])).toBe(
      '<html><head><title>t</title><script type="application/json" id="page-chunks">["/assets/a-1.js","/assets/b-1.js"]</script></head><body></body></html>',
    );
    expect(withPageChunks(html, undefined)).toBe(html);
    expect(withPageChunks(html, [])).toBe(html);
  });
});
