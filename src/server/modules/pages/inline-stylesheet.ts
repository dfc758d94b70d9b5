import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The app's stylesheet, written into the pages the server renders instead of linked from them
 * (docs/decisions/102-stylesheet-inline-in-rendered-pages.md): the first paint then waits for the HTML alone, not
 * for a second request on a slow connection. The CSP already allows inline styles (the safe-mode stylesheet).
 */
export interface InlineStylesheet {
  /** The `<link rel="stylesheet">` tag of index.html that the style element replaces. */
  link: string;
  css: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The stylesheet index.html links, read from the build; undefined when there is none or it cannot be inlined. */
export async function readInlineStylesheet(
  webDir: string,
  indexHtml: string,
): Promise<InlineStylesheet | undefined> {
  const match = STYLESHEET_LINK.exec(indexHtml);
  if (!match?.[1]) return undefined;
  const css = await readFile(path.join(webDir, match[1]), 'utf8').catch(() => undefined);
  // A style element ends at the first "</style": a stylesheet holding one stays a link.
  if (css === undefined || /<\/style/i.test(css)) return undefined;
  return { link: match[0], css };
}

/**
 * `html` with its stylesheet link replaced by the stylesheet itself. The link stays, disabled (never fetched nor
 * applied), for Vite's loader of lazy chunks: it looks for the app's stylesheet by its link before it loads a chunk
 * that needs it and, finding none, fetched it again and restyled the whole page (docs/decisions/109).
 */
export function withInlineStylesheet(html: string, stylesheet: InlineStylesheet | undefined): string {
  if (!stylesheet) return html;
  const marker = stylesheet.link.replace(/^<link /, '<link disabled ');
  return html.replace(stylesheet.link, () => `<style>${stylesheet.css}</style>${marker}`);
}
