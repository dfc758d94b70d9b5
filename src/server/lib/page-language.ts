import { fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { HTML_LANG, LANGUAGE_COOKIE, type Language, negotiateLanguage } from '../../domain/languages.ts';
import { SITE_META } from '../../domain/seo.ts';

/**
 * The language a page is sent in (docs/decisions/070-languages.md): the visitor's remembered choice, else their
 * browser's Accept-Language, else English. (The cookie plugin is registered for the API only: parsed here.)
 */
export function pageLanguageOf(request: FastifyRequest): Language {
  const accept = request.headers['accept-language'];
  return negotiateLanguage({
    cookie: fastifyCookie.parse(request.headers.cookie ?? '')[LANGUAGE_COOKIE],
    acceptLanguage: Array.isArray(accept) ? accept.join(',') : accept,
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** index.html's default head tags, which a page with tags of its own (a listing's) has replaced already. */
const DEFAULT_PAGE_META = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;

/**
 * The app's index.html in the page's language: said on its <html> element, which the web app reads at start, and
 * in the default title and description, which crawlers and link previews read (docs/decisions/070-languages.md).
 */
export function withHtmlLang(html: string, language: Language): string {
  const { title, description } = SITE_META[language];
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`)
    .replace(
      DEFAULT_PAGE_META,
      () =>
        `<title data-server-head>${escapeHtml(title)}</title>\n    ` +
        `<meta data-server-head name="description" content="${escapeHtml(description)}" />`,
    );
}
