import { imageUrl, PHOTO_SIZES, photoSrcSet } from '../../../domain/images.ts';
import { absoluteUrl, type PageMeta } from '../../../domain/seo.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The <head> tags of a page as HTML, for crawlers and link previews that do not run JavaScript.
 * Marked data-server-head so the web app can replace them with its own when it starts.
 */
export function renderHeadTags(meta: PageMeta, baseUrl: string): string {
  const canonical = absoluteUrl(baseUrl, meta.canonicalPath);
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} data-server-head ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const tags = [
    `<title data-server-head>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    ...(meta.keywords ? [tag('meta', { name: 'keywords', content: meta.keywords })] : []),
    tag('link', { rel: 'canonical', href: canonical }),
    tag('meta', { property: 'og:type', content: meta.jsonLd ? 'product' : 'website' }),
    tag('meta', { property: 'og:site_name', content: 'PassItOn' }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    ...(meta.image
      ? [
          tag('meta', { property: 'og:image', content: meta.image }),
          tag('meta', { name: 'twitter:image', content: meta.image }),
        ]
      : []),
    ...(meta.imageSize
      ? [
          tag('meta', { property: 'og:image:width', content: String(meta.imageSize.width) }),
          tag('meta', { property: 'og:image:height', content: String(meta.imageSize.height) }),
        ]
      : []),
    ...(meta.jsonLd
      ? [`<script data-server-head type="application/ld+json">${safeJson(meta.jsonLd)}</script>`]
      : []),
  ];
  return tags.join('\n    ');
}

const PAGE_META_BLOCK = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;

/** The app's index.html with its default title and description replaced by the page's own tags. */
export function withPageMeta(indexHtml: string, meta: PageMeta, baseUrl: string): string {
  return indexHtml.replace(PAGE_META_BLOCK, () => renderHeadTags(meta, baseUrl));
}

/** The app's viewport tag, or (in a page without one) the head's start tag. */
const HEAD_START = /<meta name="viewport"[^>]*>|<head>/;

/**
 * Tags placed first in the head, right after the character set and viewport: a preload there is asked for before
 * the stylesheet and the app's scripts, which would otherwise share the connection with it.
 */
export function withEarlyHeadTags(html: string, tags: string): string {
  return html.replace(HEAD_START, (start) => `${start}\n    ${tags}`);
}

/**
 * The page's largest image (a listing's first photo, by its stored name) requested together with the HTML, at high
 * priority: without this the browser finds it only when it reaches the gallery (or, unrendered, after the app's
 * code and the API answer have arrived): the page's largest contentful paint.
 */
export function withImagePreload(html: string, image: string): string {
  const srcset = photoSrcSet(image);
  const sources = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(PHOTO_SIZES)}"`
    : '';
  return withEarlyHeadTags(
    html,
    `<link rel="preload" as="image" href="${escapeHtml(imageUrl(image))}"${sources} fetchpriority="high" />`,
  );
}
