import { hindiHistoryNoteTexts } from '../../../domain/history-note-texts.hi.ts';
import { hindiNotificationTexts } from '../../../domain/notification-texts.hi.ts';
import type { ServerTexts } from './hindi-server-texts.ts';

/** Hindi's words for notifications and history notes: a chunk loaded with the Hindi catalogue only (i18n.ts, hindi-server-texts.ts). */
export const HINDI_SERVER_TEXTS: ServerTexts = {
  notifications: hindiNotificationTexts,
  historyNotes: hindiHistoryNoteTexts,
};
