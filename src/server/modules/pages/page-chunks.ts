import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_CHUNKS_ELEMENT_ID } from '../../../domain/contracts/page-rendering.ts';

/**
 * The code a rendered page starts with, named in the page, so the browser's first script can ask for it a few
 * files per task (docs/decisions/113-a-pages-code-asked-for-in-slices.md). Vite's loader would otherwise add a
 * `modulepreload` link for each of the page's ~30 chunks in the task that starts the app: 130–350 ms of a phone's
 * main thread at 4× CPU slowdown. It adds none for a chunk whose link the page already has.
 */

/**
 * The web app's module each rendered page's route loads (src/web/app/router.tsx), by the build's manifest key;
 * bench/page-speed.ts measures each page's first load by it too.
 */
export const PAGE_MODULES = {
  home: 'features/catalogue/home-page.tsx',
  browse: 'features/catalogue/browse-page.tsx',
  product: 'app/routes/product-route.tsx',
  profile: 'app/routes/profile-route.tsx',
} as const;

export type RenderedPageName = keyof typeof PAGE_MODULES;

/** The addresses of the chunks each page starts with, in the order the app needs them. */
export type PageChunks = Record<RenderedPageName, string[]>;

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's record of the build (build.manifest): each module's file and the chunks it imports. */
export type BuildManifest = Record<string, ManifestChunk>;

/** The build's entry: index.html, and the script it starts with. */
export const ENTRY = 'index.html';

/**
 * Each page's chunks, read from the build's manifest: what the first script imports once the page has painted
 * (React, the libraries, the app's start), then the page's route module, each with all it imports statically —
 * less the chunks index.html already links. Undefined without a build.
 */
export async function readPageChunks(webDir: string): Promise<PageChunks | undefined> {
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const text = await readFile(manifestFile, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const manifest = JSON.parse(text) as BuildManifest;
  const entry = manifest[ENTRY];
  if (!entry) return undefined;
  const linkedByIndexHtml = staticImports(manifest, ENTRY);
  const appStart = (entry.dynamicImports ?? []).flatMap((key) => [...staticImports(manifest, key)]);
  const chunksOf = (moduleKey: string) =>
    [...new Set([...appStart, ...staticImports(manifest, moduleKey)])]
      .filter((file) => !linkedByIndexHtml.has(file))
      .map((file) => `/${file}`);
  return Object.fromEntries(
    Object.entries(PAGE_MODULES).map(([page, moduleKey]) => [page, chunksOf(moduleKey)]),
  ) as PageChunks;
}

/** The file of `key` and of every chunk it imports statically, directly or not, in import order. */
export function staticImports(manifest: BuildManifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the web app's build manifest`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticImports(manifest, imported, found);
  return found;
}

/** `html` with the page's chunks listed at the end of its head (a data block the browser does not run). */
export function withPageChunks(html: string, chunks: string[] | undefined): string {
  if (!chunks?.length) return html;
  const list = `<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${JSON.stringify(chunks)}</script>`;
  return html.replace('</head>', () => `${list}</head>`);
}
