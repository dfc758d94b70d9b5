import { PAGE_CHUNKS_ELEMENT_ID } from '../../domain/contracts/page-rendering.ts';
import { nextTask } from '../lib/next-task.ts';

/**
 * Asks for the code of the page the server rendered a few files per task (docs/decisions/113-a-pages-code-asked-
 * for-in-slices.md). The server lists the page's chunks in it (src/server/modules/pages/page-chunks.ts). Vite's
 * loader, finding their `modulepreload` links there, adds none of its own: it would add the page's ~30 to the head
 * one by one in the task that starts the app, and each starts a request, a few milliseconds of a phone's main
 * thread at 4× CPU slowdown (130–350 ms of `appendChild` per load in CPU profiles).
 */

// Four links a task: eight took 46–120 ms at 4× CPU slowdown in traces, over the 50 ms beyond which a task keeps a
// tap waiting (docs/decisions/123). Added together from a fragment, they cost less than one by one.
const LINKS_PER_TASK = 4;

export async function preloadPageChunks(): Promise<void> {
  const linked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
  );
  const toLink = pageChunks().filter((address) => !linked.has(new URL(address, document.baseURI).href));
  for (let start = 0; start < toLink.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    const links = document.createDocumentFragment();
    for (const address of toLink.slice(start, start + LINKS_PER_TASK)) links.append(modulePreload(address));
    document.head.append(links);
  }
}

/** The list the server wrote; none in a page the browser renders itself. */
function pageChunks(): string[] {
  const list = document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent;
  if (!list) return [];
  try {
    const chunks: unknown = JSON.parse(list);
    return Array.isArray(chunks) ? chunks.filter((chunk) => typeof chunk === 'string') : [];
  } catch {
    return [];
  }
}

/** The link as Vite's loader writes it, so the module it fetches is the one the loader's import uses. */
function modulePreload(address: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.setAttribute('as', 'script');
  link.crossOrigin = '';
  link.href = address;
  return link;
}
