import type { Language } from '../languages.ts';

/**
 * What the web app's server renderer (src/web/entry-server.tsx) answers the server's pages module for a page
 * (docs/decisions/018-server-rendered-buyer-pages.md): the two meet only here.
 */
export type RenderedPage =
  | { kind: 'page'; status: number; html: string; state: string }
  | { kind: 'redirect'; status: number; location: string };

/**
 * The id of the data block in which the server lists the code a rendered page starts with, and from which the
 * page's first script asks for it (docs/decisions/113-a-pages-code-asked-for-in-slices.md).
 */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

/**
 * Renders the page at `url` for one visitor, in their language; `callApi` answers the page's API calls as that
 * visitor.
 */
export type RenderPage = (
  url: URL,
  callApi: typeof fetch,
  visitor: { signedIn: boolean; language: Language },
) => Promise<RenderedPage>;
