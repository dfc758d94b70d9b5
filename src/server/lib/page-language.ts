import { fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { HTML_LANG, LANGUAGE_COOKIE, type Language, negotiateLanguage } from '../../domain/languages.ts';

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

/** The app's index.html saying the page's language on its <html> element, which the web app reads at start. */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`);
}
