/**
 * The languages the app speaks (docs/decisions/070-languages.md): English, the spec's, and Hindi. The visitor's
 * choice is kept in a cookie so the pages the server renders come in it; a first visit follows the browser's
 * Accept-Language.
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
 * The first of our languages an Accept-Language header asks for, by its q weights (`hi-IN,hi;q=0.9,en;q=0.8` →
 * 'hi'); undefined when it asks for none of them.
 */
export function languageFromAcceptLanguage(header: string): Language | undefined {
  const asked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: languageOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked[0]?.language;
}

/** The language to answer in: the remembered choice, else what the browser asks for, else English. */
export function negotiateLanguage({
  cookie,
  acceptLanguage,
}: {
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(acceptLanguage ?? '') ?? DEFAULT_LANGUAGE;
}
