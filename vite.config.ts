import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CACHE_NAMES } from './src/web/lib/app-version.ts';

const apiServer = 'http://127.0.0.1:5000';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The offline worker (/sw.js, docs/decisions/009-offline-app-shell.md): the app shell is precached and every
 * page address is answered with it; listing photos are kept once seen; API reads go to the network first and
 * fall back to the last good answer; pushes are shown by push-sw.js, which it imports. The page registers it
 * itself (src/web/lib/register-service-worker.ts): the CSP allows no inline script.
 */
/**
 * The addresses the server renders (src/server/modules/pages/pages.routes.ts): /, /browse and /product/{id}. The
 * worker's route for them below spells the same pattern out, as Workbox copies that function's source alone.
 */
const SERVER_RENDERED_PAGE = /^\/(?:browse|product\/[^/]+)?$/;

const offlineApp = VitePWA({
  filename: 'sw.js',
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['icons/apple-touch-icon.png', 'icons/favicon-32.png'],
  manifest: {
    name: 'PassItOn',
    short_name: 'PassItOn',
    description: 'Buy and sell used textbooks, notes and calculators with students near you.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#3730a3',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    cacheId: CACHE_NAMES.shell,
    globPatterns: ['**/*.{js,css,html}'],
    // Admin-only screens (and their charts) are not part of a student's offline app; admins load them online.
    globIgnores: ['**/admin-page-*.js', '**/database-monitor-page-*.js', '**/analytics-charts-*.js'],
    navigateFallback: 'index.html',
    // Not '/' → index.html from the precache either: the home page is one the server renders.
    directoryIndex: null,
    // Addresses the server answers itself, never with the app; and the pages it renders (below).
    navigateFallbackDenylist: [
      SERVER_RENDERED_PAGE,
      /^\/api\//,
      /^\/uploads\//,
      /^\/robots\.txt$/,
      /^\/sitemap/,
      /^\/(healthz|readyz)$/,
    ],
    // Showing pushes and opening their page on a tap (src/web/public/push-sw.js, docs/decisions/086-web-push.md).
    importScripts: ['/push-sw.js'],
    // A first visit is looked after at once, so its photos and answers are there for the first time offline.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // The buyer pages come rendered from the server, with their data (docs/decisions/018): a returning visitor
        // gets them from the network like a first one, and the precached shell only when the network fails.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.mode === 'navigate' && /^\/(?:browse|product\/[^/]+)?$/.test(url.pathname),
        handler: 'NetworkOnly',
        options: {
          plugins: [
            {
              // Workbox copies this function's source into sw.js: the shell is found by its address, in the
              // precache, whatever its revision.
              handlerDidError: async () => caches.match('/index.html', { ignoreSearch: true }),
            },
          ],
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: CACHE_NAMES.assets,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
      {
        // Not the live stream (docs/decisions/064-live-events.md): an endless answer no cache may hold, which the
        // service worker leaves to the browser.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/api/') && url.pathname !== '/api/events',
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: CACHE_NAMES.api,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              // Offline with nothing cached: an answer the app's error handling shows like any server message
              // (the sentence is OFFLINE_MESSAGE of src/web/lib/api-client.ts). Workbox copies this function's
              // source into sw.js, so it cannot import that constant.
              handlerDidError: async () =>
                new Response(
                  JSON.stringify({ message: 'You are offline. Connect to the internet and try again.' }),
                  { status: 503, statusText: 'Offline', headers: { 'Content-Type': 'application/json' } },
                ),
            },
          ],
        },
      },
    ],
  },
});

/**
 * Lingui's macros, compiled natively, and its catalogues compiled on import (docs/decisions/070-languages.md). The
 * English text stays in each message ('message' fields) even in production: English needs no catalogue.
 */
const linguiMacros = lingui({ macroTransform: { macro: { descriptorFields: 'message' } } });

/**
 * What main.tsx itself imports, which the app's start imports too: kept out of the app's chunk, or the first script
 * would import that chunk, and with it evaluate the whole app and its libraries at once (docs/decisions/123).
 */
const FIRST_SCRIPT_IMPORTS =
  /[\\/]src[\\/](web[\\/](lib[\\/](next-task|load-code)|app[\\/]preload-page-chunks)|domain[\\/]contracts[\\/]page-rendering)\.ts$/;
/** The module that starts the app, which main.tsx imports once the page has painted (docs/decisions/109). */
const APP_START_MODULE = /\/src\/web\/app\/boot\.tsx$/;
/** What main.tsx evaluates between React and the app: the router, the query cache and the translator. */
const APP_LIBRARIES =
  /[\\/](node_modules[\\/](react-router|@tanstack|@lingui)[\\/]|src[\\/]web[\\/]app[\\/]libraries\.ts$)/;

/**
 * V8 (Chromium 136 and later) compiles every function of a file that opens with this comment while the file
 * downloads, off the main thread, instead of each on the main thread at its first call; other engines read a
 * comment. A page's start runs nearly every function of the app's own code and of the libraries it starts with, so
 * those files open with it; a chunk that is mostly one library's, loaded for one feature (icons, the charts, the
 * barcode reader, menus), is left to V8's lazy compiling (docs/decisions/125-compiled-as-it-downloads.md).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The chunks of the renderer and of the libraries every page runs as it starts (groups of `codeSplitting` below). */
const RENDERER_CHUNK = 'preact';
const LIBRARIES_CHUNK = 'libraries';
const STARTING_LIBRARIES = new Set([RENDERER_CHUNK, LIBRARIES_CHUNK]);

function compiledAsItDownloads(chunk: Pick<Rolldown.RenderedChunk, 'name' | 'modules'>): boolean {
  if (STARTING_LIBRARIES.has(chunk.name)) return true;
  let ownLength = 0;
  let allLength = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    allLength += module.renderedLength;
    if (!/[\\/]node_modules[\\/]/.test(id)) ownLength += module.renderedLength;
  }
  return ownLength * 2 >= allLength;
}

const compileHints: Plugin = {
  name: 'passiton:compile-hints',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  // The hint is part of the file, so part of its name: a browser never keeps a file without it under the same name.
  augmentChunkHash: (chunk) => (compiledAsItDownloads(chunk) ? COMPILE_HINT : undefined),
  generateBundle: {
    // After Vite writes its list of a chunk's dependencies at the top: V8 reads the hint only on the first line.
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !compiledAsItDownloads(chunk)) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        // A line more at the top moves every mapping of the source map a line down.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const mapFile = bundle[`${chunk.fileName}.map`];
        if (mapFile?.type === 'asset') {
          const map = JSON.parse(String(mapFile.source)) as { mappings: string };
          mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
        }
      }
    },
  },
};

/**
 * The app is written against React's API and rendered by Preact (docs/decisions/114-a-lighter-renderer.md): every
 * import of React, by the app or a library, gets Preact's compatibility layer.
 */
const PREACT_AS_REACT = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/web/lib/preact/react.js', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), linguiMacros, tailwindcss(), offlineApp, compileHints],
  resolve: {
    alias: [
      ...PREACT_AS_REACT,
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/web/lib/i18n/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // The server renders with Preact too: every package is bundled into its renderer, so a library's import of React
  // meets the aliases above rather than React in node_modules. (Only there: the server's tests import packages as Node
  // does.)
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Which files each page needs (.vite/manifest.json): bench/page-speed.ts measures first-load JS with it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app's start and everything it imports in one chunk, as they were with main.tsx when it was the
          // entry: imported on demand, they would be split into a small chunk per module the pages share.
          // Vite's loader of lazy chunks stays out of it: main.tsx needs it to import the app's start.
          // React's renderer and the libraries the app starts with are chunks of their own, which main.tsx evaluates
          // each in its own task before the app's (docs/decisions/111).
          groups: [
            { name: 'first-script', test: FIRST_SCRIPT_IMPORTS, priority: 5 },
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 4 },
            {
              name: RENDERER_CHUNK,
              test: /[\\/](node_modules[\\/]preact|src[\\/]web[\\/]lib[\\/]preact)[\\/]/,
              priority: 3,
            },
            { name: LIBRARIES_CHUNK, test: APP_LIBRARIES, includeDependenciesRecursively: true, priority: 2 },
            { name: 'app', test: APP_START_MODULE, includeDependenciesRecursively: true, priority: 1 },
            // The icons two or more pages share, in one file rather than one file each: a listing started with 19
            // of them, each a request and a module on the phone's main thread (docs/decisions/128).
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/healthz': apiServer,
      '/readyz': apiServer,
    },
  },
}));
