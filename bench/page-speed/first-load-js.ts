import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuildManifest, ENTRY, staticImports } from '../../src/server/modules/pages/page-chunks.ts';

const WEB_BUILD = path.resolve(import.meta.dirname, '../../dist/web');

// Code a buyer's first page must never download: it belongs to sellers, admins or the admin charts.
const CODE_A_BUYER_NEVER_LOADS = [
  /\/features\/admin\//,
  /\/features\/selling\//,
  /\/node_modules\/recharts\//,
];

export async function readBuildManifest(): Promise<BuildManifest> {
  const file = path.join(WEB_BUILD, '.vite', 'manifest.json');
  return JSON.parse(await readFile(file, 'utf8')) as BuildManifest;
}

export interface FirstLoadJavaScript {
  files: string[];
  gzipBytes: number;
}

/**
 * The JavaScript a page needs to start on a cold load: the script index.html starts with, the app's start it imports
 * once the page has painted (docs/decisions/109-little-work-at-start-up.md) and the page's route module, each with
 * everything it imports statically (the browser fetches those before any of it runs).
 * Code the app splits off to fetch later (the reviews under a listing, the tour, the offline worker's helper)
 * is not part of it; the report's "JS transferred" counts everything. Sizes are gzip of the built files.
 */
export async function firstLoadJavaScript(
  manifest: BuildManifest,
  routeModule: string,
): Promise<FirstLoadJavaScript> {
  const files = [
    ...staticImports(manifest, ENTRY),
    ...(manifest[ENTRY]?.dynamicImports ?? []).flatMap((key) => [...staticImports(manifest, key)]),
    ...staticImports(manifest, routeModule),
  ];
  const unique = [...new Set(files)];
  let gzipBytes = 0;
  for (const file of unique) gzipBytes += gzipSync(await readFile(path.join(WEB_BUILD, file))).length;
  return { files: unique.map((file) => `/${file}`), gzipBytes };
}

/** The address path the route module's own chunk is served at. */
export function routeChunkPath(manifest: BuildManifest, routeModule: string): string {
  const chunk = manifest[routeModule];
  if (!chunk) throw new Error(`${routeModule} is not in the build manifest`);
  return `/${chunk.file}`;
}

/** The scripts among `scriptUrls` that carry seller, admin or chart code, read from the build's source maps. */
export async function scriptsWithCodeBuyersNeverNeed(scriptUrls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of scriptUrls) {
    const sources = await sourceFiles(new URL(url).pathname);
    if (sources.some((source) => CODE_A_BUYER_NEVER_LOADS.some((pattern) => pattern.test(source)))) {
      found.push(url);
    }
  }
  return found;
}

async function sourceFiles(scriptPath: string): Promise<string[]> {
  const mapFile = path.join(WEB_BUILD, `${scriptPath}.map`);
  // A script copied as it is from src/web/public (the start-up watch) has no map: it bundles nothing.
  const text = await readFile(mapFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '{}';
    throw error;
  });
  const map = JSON.parse(text) as { sources?: string[] };
  return (map.sources ?? []).map((source) => path.resolve(path.dirname(mapFile), source));
}
