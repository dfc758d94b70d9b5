import type { User } from '../../../domain/contracts/auth.ts';
import {
  chooseLanguage,
  HTML_LANG,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
  languageOfTag,
} from '../../../domain/languages.ts';
import { apiRequest } from '../api-client.ts';

/** The language chosen in this browser, from its cookie; undefined before any choice. */
export function chosenLanguage(): Language | undefined {
  const value = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * The language the page starts in, by the rule the server follows (chooseLanguage): the chosen one, else the
 * browser's languages, else English. A page the server rendered keeps the language it wrote into <html lang> for
 * this very request, so hydration renders the words already on screen; any other page — the shell the service
 * worker keeps says `en-IN` whoever it is for — decides here, and says it on <html lang>.
 */
export function pageLanguage({ serverRendered = false }: { serverRendered?: boolean } = {}): Language {
  const written = serverRendered ? languageOfTag(document.documentElement.lang) : undefined;
  const language =
    written ??
    chooseLanguage({
      cookie: chosenLanguage(),
      browserLanguages: navigator.languages ?? [navigator.language],
    });
  // Setting it, even to the same value, has the browser style the whole page again.
  if (document.documentElement.lang !== HTML_LANG[language])
    document.documentElement.lang = HTML_LANG[language];
  return language;
}

/** Remembers the choice for a year, for the pages the server renders too, and says it on <html lang>. */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads the choice from this cookie; one line, no library.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  document.documentElement.lang = HTML_LANG[language];
}

/**
 * Remembers the choice with the signed-in account too, so the e-mails they are sent come in it
 * (docs/decisions/072-e-mail-languages.md). Answers the account as it is now.
 */
export function saveAccountLanguage(language: Language): Promise<User> {
  return apiRequest<User>('PUT', '/api/user/language', { language });
}
