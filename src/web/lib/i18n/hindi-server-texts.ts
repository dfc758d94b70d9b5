import type { HistoryNoteTexts } from '../../../domain/history-note-texts.ts';
import type { NotificationTexts } from '../../../domain/notification-texts.ts';

/*
 * Where Hindi's words for notifications and history notes are kept once their chunk has loaded with the Hindi
 * catalogue (i18n.ts, server-texts.hi.ts). Apart from server-texts.ts so that i18n.ts, in every page's first
 * load, brings in neither language's maps.
 */

export interface ServerTexts {
  notifications: NotificationTexts;
  historyNotes: HistoryNoteTexts;
}

let hindi: ServerTexts | undefined;

/** Makes Hindi's maps available (loaded with the Hindi catalogue). */
export function provideHindiServerTexts(texts: ServerTexts): void {
  hindi = texts;
}

/** Hindi's maps; undefined until the Hindi catalogue has loaded. */
export function hindiServerTexts(): ServerTexts | undefined {
  return hindi;
}
