import { I18n, type MessageDescriptor, type MessageOptions, type Messages, type Values } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { HTML_LANG, type Language } from '../../../domain/languages.ts';
import { loadCode } from '../load-code.ts';
import { provideApiErrorMessages } from './api-error-text.ts';
import { compileSourceMessage } from './compile-source-message.ts';
import { provideHindiServerTexts } from './hindi-server-texts.ts';
import { withPluralsByHand, withWrittenCounts } from './plurals-by-hand.ts';

/**
 * The app's translations (docs/decisions/070-languages.md). English is the source: its messages are inline in the
 * code, so it needs no catalogue; Hindi's is a separate chunk, loaded only for a visitor who reads Hindi.
 */

const compiled = new Map<string, CompiledMessage>();

/** An English message compiled once, however often it is rendered. */
function compileOnce(message: string): CompiledMessage {
  let result = compiled.get(message);
  if (!result) {
    result = withPluralsByHand(compileSourceMessage(message));
    compiled.set(message, result);
  }
  return result;
}

/**
 * The catalogue of a language: none for English, Hindi's loaded (once) from its own chunk, with the API's
 * refusals by code (api-error-text.ts) and the words of notifications and history notes (server-texts.ts).
 */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return {};
  const [
    { messages },
    { API_ERROR_MESSAGES, API_ERROR_FIELD_NAMES, describeApiError },
    { HINDI_SERVER_TEXTS },
  ] = await Promise.all([
    loadCode(() => import('../../locales/hi/messages.po')),
    // The API's refusals by code: only a reader of another language than the server's English needs them.
    loadCode(() => import('./api-error-messages.ts')),
    // Notifications and history notes in Hindi (server-texts.ts).
    loadCode(() => import('./server-texts.hi.ts')),
  ]);
  provideApiErrorMessages(API_ERROR_MESSAGES, API_ERROR_FIELD_NAMES, describeApiError);
  provideHindiServerTexts(HINDI_SERVER_TEXTS);
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      Array.isArray(message) ? withPluralsByHand(message) : message,
    ]),
  );
}

/** Switches `i18n` to `language` with its catalogue; a message it lacks shows in English. */
export function activate(i18n: I18n, language: Language, messages: Messages): void {
  i18n.loadAndActivate({ locale: language, locales: [HTML_LANG[language]], messages });
}

/**
 * Lingui's translator, giving the messages compiled by `withPluralsByHand` the plurals' counts written without Intl
 * (plurals-by-hand.ts, docs/decisions/111-start-up-in-short-tasks.md).
 */
class TranslatorWithCountsByHand extends I18n {
  override _(descriptor: MessageDescriptor): string;
  override _(id: string, values?: Values, options?: MessageOptions): string;
  override _(id: MessageDescriptor | string, values?: Values, options?: MessageOptions): string {
    const locales = this.locales ?? this.locale;
    if (typeof id === 'string') return super._(id, withWrittenCounts(values, locales), options);
    // A descriptor's own values and message come first, as Lingui reads them.
    const descriptorValues = withWrittenCounts(id.values ?? values, locales);
    return super._(id.id, descriptorValues, { ...options, message: id.message });
  }
}

/**
 * A translator of its own for one page render or one browser tab: the server renders pages in different
 * languages at the same time, so no render may change another's.
 */
export function createI18n(language: Language, messages: Messages): I18n {
  const i18n = new TranslatorWithCountsByHand({});
  i18n.setMessagesCompiler(compileOnce);
  activate(i18n, language, messages);
  return i18n;
}

/** The translator for a language without a catalogue to load: English (tests, and the app before it knows). */
export function englishI18n(): I18n {
  return createI18n('en', {});
}

let sharedEnglish: I18n | undefined;

/** One English translator for everything that only reads it (never switched): shared, made on first use. */
export function sharedEnglishI18n(): I18n {
  sharedEnglish ??= englishI18n();
  return sharedEnglish;
}
