import type { I18n } from '@lingui/core';
import { useMemo } from 'react';
import { isLanguage, type Language } from '../../../domain/languages.ts';
import { formatDate, formatDateTime, formatTimeAgo } from '../format.ts';
import { useTranslator } from './use-translator.ts';

/** The language a translator speaks; English for one the app does not know. */
export function languageOf(i18n: I18n): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

export interface Formatters {
  language: Language;
  /** 'Mar 5, 2024' or '5 मार्च 2024'. */
  formatDate: (date: string | Date) => string;
  /** 'Mar 5, 2024, 3:45 PM' or '5 मार्च 2024 को 3:45 pm बजे'. */
  formatDateTime: (date: string | Date) => string;
  /** '5 minutes ago' or '5 मिनट पहले'. */
  formatTimeAgo: (date: string | Date, now?: Date) => string;
}

/**
 * lib/format.ts's dates in the page's language, for a component: `const { formatDate } =
 * useFormatters()`. Outside the app's providers (a component rendered on its own) they are English, as the app is
 * before it knows the reader. Money needs nothing: `formatPrice` is Indian in both languages.
 */
export function useFormatters(): Formatters {
  const i18n = useTranslator();
  const language = languageOf(i18n);
  return useMemo(
    () => ({
      language,
      formatDate: (date) => formatDate(date, language),
      formatDateTime: (date) => formatDateTime(date, language),
      formatTimeAgo: (date, now) => formatTimeAgo(date, now, language),
    }),
    [language],
  );
}
