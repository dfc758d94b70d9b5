// What this script imports is evaluated as the page is parsed: each module is named in vite.config.ts's
// FIRST_SCRIPT_IMPORTS, which keeps it out of the app's chunk (docs/decisions/123-the-first-script-alone.md).
import './styles.css';
import { preloadPageChunks } from './app/preload-page-chunks.ts';
import { loadCode } from './lib/load-code.ts';
import { afterNextPaint, nextTask } from './lib/next-task.ts';

/**
 * The page's first script: it waits until the browser has painted the page and its first covers, then fetches and
 * starts the app (docs/decisions/109-little-work-at-start-up.md). A page the server rendered is whole without the
 * app's code (its links work as links), so on a slow connection the covers get it first, and the phone shows them
 * before spending a few hundred milliseconds evaluating and hydrating.
 */
function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing until it is shown: it starts at once instead.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return firstCoversDecoded().then(afterNextPaint);
}

// The images a page asks for first (the first row of covers, a listing's first photo): its largest paint.
const FIRST_COVERS = 'img[fetchpriority="high"]';
// On a connection slower than the app's code, the app does not wait for the covers longer than this.
const LONGEST_WAIT_FOR_COVERS_MS = 1000;

function firstCoversDecoded(): Promise<unknown> {
  const covers = [...document.querySelectorAll<HTMLImageElement>(FIRST_COVERS)];
  // decode() waits for the image to arrive; a broken image rejects, and the app starts all the same.
  const decoded = Promise.all(covers.map((cover) => cover.decode().catch(() => undefined)));
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_FOR_COVERS_MS))]);
}

/**
 * The app's code could not be fetched, even asked twice (a page cached before a deploy whose scripts are gone, a
 * connection that dropped both times), or it failed as it was evaluated: public/startup-watch.js shows the page's
 * start-up failure notice, as it does for the first script. The console says why, for whoever looks into it (the
 * journeys attach the browser's console errors to a failed attempt).
 */
function showStartupFailed(error: unknown): void {
  console.error('PassItOn could not start', error);
  window.dispatchEvent(new Event('passiton:startup-failed'));
}

/**
 * The app's code in four tasks rather than one (~300 ms at 4× CPU slowdown, docs/decisions/111), once the page's
 * chunks have been asked for a few at a time (docs/decisions/113): the renderer (Preact, docs/decisions/114), then the router, query cache
 * and translator, then the app's own modules, then its start. Each step's chunk is
 * evaluated once, where it is first imported; the later steps find it done.
 */
async function startTheAppInSteps(): Promise<void> {
  await preloadPageChunks();
  await loadCode(() => import('react-dom/client'));
  await nextTask();
  await loadCode(() => import('./app/libraries.ts'));
  await nextTask();
  const { startTheApp } = await loadCode(() => import('./app/boot.tsx'));
  await nextTask();
  startTheApp();
}

afterFirstPaint().then(startTheAppInSteps).catch(showStartupFailed);
