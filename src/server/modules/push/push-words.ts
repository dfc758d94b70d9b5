import type { Language } from '../../../domain/languages.ts';
import { notificationText } from '../../../domain/notification-texts.ts';
import { englishPushTexts } from './push-texts.en.ts';
import { hindiPushTexts } from './push-texts.hi.ts';
import type { PushNotice, PushTexts } from './push-texts.ts';

const TEXTS: Record<Language, PushTexts> = { en: englishPushTexts, hi: hindiPushTexts };

/** The push's title and line of text in `language`. */
export function pushWords(language: Language, notice: PushNotice): { title: string; body: string } {
  const texts = TEXTS[language];
  const title = texts.titles[notice.kind];
  if (notice.kind === 'listing_message' || notice.kind === 'offer' || notice.kind === 'wanted') {
    return { title, body: notificationText(texts.notifications, notice.content) };
  }
  if (notice.kind === 'new_message') {
    return { title, body: texts.notifications.new_message({ orderId: notice.orderId, from: notice.from }) };
  }
  const [only, ...others] = notice.items;
  const body =
    only && others.length === 0
      ? texts.notifications.item_sold({ orderId: notice.orderId, ...only })
      : texts.soldSeveral({ orderId: notice.orderId, count: notice.items.length });
  return { title, body };
}
