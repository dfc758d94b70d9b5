import { access } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderPage } from '../../../domain/contracts/page-rendering.ts';
import { withEarlyHeadTags } from './head-tags.ts';

/**
 * The web app's server renderer (docs/decisions/018-server-rendered-buyer-pages.md): `npm run build` bundles
 * src/web/entry-server.tsx into `dist/ssr/entry-server.js`, beside the browser's build. Without it (API tests,
 * a server started before a build) every page is the app's plain index.html, as before.
 */

/** The renderer built at `entryFile`, or undefined when the web app was built without it. */
export async function loadPageRenderer(entryFile: string): Promise<RenderPage | undefined> {
  try {
    await access(entryFile);
  } catch {
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as { renderPage: RenderPage };
  return entry.renderPage;
}

/**
 * The page's API calls, answered by this server in-process with the visitor's own cookie: the rendered page is
 * what this visitor would see, and no call leaves the process.
 */
export function apiCallsOf(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init = {}) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: String(input),
      headers: {
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/** An image the page asks for first (the first row of covers, a listing's first photo). */
const HIGH_PRIORITY_IMAGE = /<img\b(?=[^>]*\bfetchpriority="high")[^>]*>/gi;

/** One attribute's value, as the renderer wrote it (already escaped for HTML). */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * A preload link for each high-priority image of the page, for the head: the browser then asks for them before
 * the head's scripts and the stylesheet (docs/decisions/114: React wrote these itself, Preact does not).
 */
function imagePreloads(html: string): string {
  return [...html.matchAll(HIGH_PRIORITY_IMAGE)]
    .map(([tag]) => {
      const src = attribute(tag, 'src');
      if (!src) return '';
      const srcset = attribute(tag, 'srcset');
      const sizes = attribute(tag, 'sizes');
      return (
        `<link rel="preload" as="image" href="${src}"` +
        (srcset ? ` imagesrcset="${srcset}"` : '') +
        (sizes ? ` imagesizes="${sizes}"` : '') +
        ' fetchpriority="high" />'
      );
    })
    .join('');
}

/**
 * The app's index.html with the rendered page in its root element and the state the browser starts from; the
 * page's image preloads go at the start of the head, unless the shell already preloads its largest image.
 */
export function withRenderedPage(shell: string, page: { html: string; state: string }): string {
  const preloads = imagePreloads(page.html);
  const head =
    preloads && !shell.includes('<link rel="preload" as="image"')
      ? withEarlyHeadTags(shell, preloads)
      : shell;
  return head.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.state}`);
}
