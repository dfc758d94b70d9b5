import type { NotificationContent } from '../../../domain/contracts/notifications.ts';
import type { NotificationTexts } from '../../../domain/notification-texts.ts';

/*
 * The words of every push, one typed dictionary per language (push-texts.en.ts, push-texts.hi.ts), so a kind
 * missing in Hindi does not build. A push's line of text is the notification's own sentence where one fits
 * (domain/notification-texts.*.ts), so the bell and the phone say the same; the title is the push's own.
 */

/** What a push is about: one kind per event the push module reacts to (push.handlers.ts); push-words.ts words them. */
export type PushNotice =
  | { kind: 'new_message'; orderId: number; from: { name: string } | { role: 'buyer' | 'seller' } }
  | { kind: 'sale'; orderId: number; items: { quantity: number; title: string }[] }
  /** A message about a listing, or news of an offer: worded as its notification. */
  | { kind: 'listing_message'; content: NotificationContent }
  | { kind: 'offer'; content: NotificationContent }
  /** A listing answering a student's wanted post (docs/decisions/094-wanted-posts.md). */
  | { kind: 'wanted'; content: NotificationContent };

export interface PushTexts {
  /** The notification's title, by kind. */
  titles: Record<PushNotice['kind'], string>;
  /** A seller's sale of several listings in one order; a single one is worded as its notification. */
  soldSeveral: (input: { orderId: number; count: number }) => string;
  notifications: NotificationTexts;
}
