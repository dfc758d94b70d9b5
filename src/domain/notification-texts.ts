import type { NotificationContent, NotificationKind, NotificationParams } from './contracts/notifications.ts';

/*
 * Every notification's words, one typed map per language (notification-texts.en.ts, notification-texts.hi.ts;
 * docs/decisions/073-notifications-as-data.md), shared by the server (the API's English `message`) and the web
 * app (the reader's language). The compiler keeps each language complete: a kind missing in Hindi does not build.
 * Names, titles, notes and search words are put in as written; amounts are formatted with formatRupees (Indian
 * grouping in both languages) and orders named with orderNumber().
 */

/** One sentence per kind of notification, from that kind's values; `text` is worded by no language. */
export type NotificationTexts = {
  [Kind in Exclude<NotificationKind, 'text'>]: (params: NotificationParams<Kind>) => string;
};

function wordKind<Kind extends Exclude<NotificationKind, 'text'>>(
  texts: NotificationTexts,
  kind: Kind,
  params: NotificationParams<Kind>,
): string {
  return texts[kind](params);
}

/** A notification in the language of `texts`; one kept from before notifications were data, as it was written. */
export function notificationText(texts: NotificationTexts, content: NotificationContent): string {
  if (content.kind === 'text') return content.params.text;
  return wordKind(texts, content.kind, content.params);
}

/** An admin's reason as a sentence of its own: ending in a full stop unless it ends otherwise. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?।]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
