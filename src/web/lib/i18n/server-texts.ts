import { useCallback } from 'react';
import type { Notification } from '../../../domain/contracts/notifications.ts';
import type { HistoryNote } from '../../../domain/contracts/order-history.ts';
import type { StatusChange } from '../../../domain/contracts/orders.ts';
import { englishHistoryNoteTexts } from '../../../domain/history-note-texts.en.ts';
import { historyNoteText as wordHistoryNote } from '../../../domain/history-note-texts.ts';
import type { Language } from '../../../domain/languages.ts';
import { englishNotificationTexts } from '../../../domain/notification-texts.en.ts';
import { notificationText as wordNotification } from '../../../domain/notification-texts.ts';
import { hindiServerTexts, type ServerTexts } from './hindi-server-texts.ts';
import { languageOf } from './use-formatters.ts';
import { useTranslator } from './use-translator.ts';

/*
 * What the server tells a person — notifications and order-history notes — arrives as a kind and its values
 * (docs/decisions/073-notifications-as-data.md) and is worded here in the reader's language, from the typed maps
 * in src/domain. English is built in; Hindi's maps come with the Hindi catalogue (i18n.ts), so English readers
 * download none of it. A kind this copy of the app does not know (a newer server than a cached app) shows the
 * server's English.
 */

const english: ServerTexts = {
  notifications: englishNotificationTexts,
  historyNotes: englishHistoryNoteTexts,
};

function textsOf(language: Language): ServerTexts {
  return (language === 'hi' && hindiServerTexts()) || english;
}

/** A notification in `language`. */
export function notificationText(language: Language, notification: Notification): string {
  const texts = textsOf(language).notifications;
  if (notification.kind !== 'text' && !Object.hasOwn(texts, notification.kind)) return notification.message;
  return wordNotification(texts, notification);
}

/** A history step's note in `language`; null for a step without one. */
export function historyNoteText(language: Language, change: StatusChange): string | null {
  if (change.noteKind === null) return null;
  const texts = textsOf(language).historyNotes;
  if (change.noteKind !== 'text' && !Object.hasOwn(texts, change.noteKind)) return change.note;
  // The API's schema pairs each kind with its own values; spread into two fields, TypeScript no longer sees it.
  return wordHistoryNote(texts, { kind: change.noteKind, params: change.noteParams } as HistoryNote);
}

/** `notificationText` in the language of the render. */
export function useNotificationText(): (notification: Notification) => string {
  const language = languageOf(useTranslator());
  return useCallback((notification: Notification) => notificationText(language, notification), [language]);
}

/** `historyNoteText` in the language of the render. */
export function useHistoryNoteText(): (change: StatusChange) => string | null {
  const language = languageOf(useTranslator());
  return useCallback((change: StatusChange) => historyNoteText(language, change), [language]);
}
