/**
 * The languages the app speaks (docs/decisions/070-languages.md): English, the spec's, and Hindi. The visitor's
 * choice is kept in a cookie so the pages the server renders come in it; a first visit follows the browser's
 * languages (Accept-Language on the server, navigator.languages in the page).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers the choice: `lang=hi|en`, for a year, sent with every same-site page. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `<html lang>` for each language: both as spoken in India. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language an `<html lang>` value stands for ('hi-IN' → 'hi'), or undefined when it is neither. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The browser's languages, most wanted first, from its Accept-Language header (`hi-IN,hi;q=0.9,en;q=0.8` →
 * `['hi-IN', 'hi', 'en']`): by q weight, keeping the header's order between equals; refused ones (q=0) left out.
 * The same list the browser gives its pages as navigator.languages.
 */
export function browserLanguagesOf(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first of our languages in the browser's list (navigator.languages, or an Accept-Language read in order). */
export function firstKnownLanguage(browserLanguages: readonly string[]): Language | undefined {
  for (const tag of browserLanguages) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * A page's language, whoever answers it (docs/decisions/070-languages.md): the remembered choice (the `lang`
 * cookie), else the first of ours among the browser's languages, else English. The server asks it with the
 * request's Accept-Language, the web app with navigator.languages — the same list — so a page the service worker
 * answers from its cached shell starts in the language the server would have written.
 */
export function chooseLanguage({
  cookie,
  browserLanguages,
}: {
  cookie: string | undefined;
  browserLanguages: readonly string[];
}): Language {
  if (isLanguage(cookie)) return cookie;
  return firstKnownLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}

/** chooseLanguage for a request: the cookie, else its Accept-Language, else English. */
export function negotiateLanguage({
  cookie,
  acceptLanguage,
}: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  return chooseLanguage({ cookie, browserLanguages: browserLanguagesOf(acceptLanguage ?? '') });
}
