import type { SavedSearchQuery } from '../../../domain/contracts/saved-searches.ts';
import type { Language } from '../../../domain/languages.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';
import { pickupPlaceLines, type SellerPickup } from '../../../domain/pickup-place.ts';
import { englishMailTexts } from './mail-texts.en.ts';
import { hindiMailTexts } from './mail-texts.hi.ts';
import type { MailContent, MailPickup, MailTexts, MessageFrom, OfferStep, RefundFor } from './mail-texts.ts';

/**
 * The messages, each plain text and HTML, short, in the product's voice (docs/decisions/027-email-outbox.md),
 * in the recipient's language (docs/decisions/072-e-mail-languages.md). Every value put into HTML is escaped here.
 */

const TEXTS: Record<Language, MailTexts> = { en: englishMailTexts, hi: hindiMailTexts };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Where an optional e-mail can be turned off (docs/decisions/027-email-outbox.md). */
export interface Unsubscribe {
  url: string;
  why: string;
}

/** A link with the button's words. */
type Action = { label: string; url: string };

/** A simple, readable HTML body: paragraphs (a line break kept), one button, no images, no tracking. */
function htmlPage(
  texts: MailTexts,
  paragraphs: string[],
  action?: Action,
  footer?: string,
  unsubscribe?: Unsubscribe,
): string {
  const body = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="font-size:13px;color:#555">${escapeHtml(texts.orOpenLink)} ${escapeHtml(action.url)}</p>`
    : '';
  const small = [
    footer ? `\n<p style="font-size:12px;color:#777">${escapeHtml(footer)}</p>` : '',
    unsubscribe
      ? `\n<p style="font-size:12px;color:#777">${escapeHtml(unsubscribe.why)} <a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(texts.unsubscribe)}</a></p>`
      : '',
  ].join('');
  return `<!doctype html>
<html lang="${texts.htmlLang}"><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">
${body}
${button}${small}
<p>— PassItOn</p>
</body></html>`;
}

function textPage(
  texts: MailTexts,
  paragraphs: string[],
  action?: Action,
  footer?: string,
  unsubscribe?: Unsubscribe,
): string {
  const parts = [...paragraphs];
  if (action) parts.push(`${action.label}: ${action.url}`);
  if (footer) parts.push(footer);
  if (unsubscribe) parts.push(`${unsubscribe.why} ${texts.unsubscribe}: ${unsubscribe.url}`);
  parts.push('— PassItOn');
  return `${parts.join('\n\n')}\n`;
}

/** Lays one e-mail's words out as plain text and HTML; the button links to `url` (none without one). */
function compose(
  texts: MailTexts,
  content: MailContent,
  url?: string,
  unsubscribe?: Unsubscribe,
): RenderedMail {
  const action = content.action && url ? { label: content.action, url } : undefined;
  return {
    subject: content.subject,
    text: textPage(texts, content.paragraphs, action, content.footer, unsubscribe),
    html: htmlPage(texts, content.paragraphs, action, content.footer, unsubscribe),
  };
}

type ItemLine = { quantity: number; productTitle: string };
const itemLines = (items: ItemLine[]) =>
  items.map((item) => `• ${item.quantity} × ${item.productTitle}`).join('\n');

/** Why an optional e-mail came, in the recipient's language (the line above its unsubscribe link). */
export function unsubscribeReason(language: Language, pick: (why: MailTexts['why']) => string): string {
  return pick(TEXTS[language].why);
}

/** One entry per seller, or per place of a seller who named several, then naming the items collected there. */
const mailPickups = (pickups: readonly SellerPickup[]): MailPickup[] =>
  pickups.flatMap(({ sellerName, places }) =>
    places.map((place) => ({
      seller: sellerName,
      place: pickupPlaceLines(place),
      titles: places.length > 1 ? place.productTitles : null,
    })),
  );

export function orderPlacedMail(
  language: Language,
  input: {
    name: string;
    orderNumber: string;
    items: ItemLine[];
    pickups: readonly SellerPickup[];
    url: string;
    unsubscribe: Unsubscribe;
  },
): RenderedMail {
  const texts = TEXTS[language];
  const content = texts.orderPlaced({
    ...input,
    items: itemLines(input.items),
    pickups: mailPickups(input.pickups),
  });
  return compose(texts, content, input.url, input.unsubscribe);
}

export function itemSoldMail(
  language: Language,
  input: {
    name: string;
    orderNumber: string;
    items: ItemLine[];
    buyer: { name: string; email: string; phone: string | null };
    url: string;
    unsubscribe: Unsubscribe;
  },
): RenderedMail {
  const texts = TEXTS[language];
  const [only] = input.items;
  const sold =
    input.items.length === 1 && only ? { title: only.productTitle } : { count: input.items.length };
  const content = texts.itemSold({ ...input, items: itemLines(input.items), sold });
  return compose(texts, content, input.url, input.unsubscribe);
}

export function passwordResetMail(
  language: Language,
  input: { username: string; url: string },
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.passwordReset(input), input.url);
}

export function verifyEmailMail(language: Language, input: { username: string; url: string }): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.verifyEmail(input), input.url);
}

export function orderStatusMail(
  language: Language,
  input: { name: string; orderNumber: string; status: OrderStatus; url: string; unsubscribe: Unsubscribe },
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.orderStatus(input), input.url, input.unsubscribe);
}

export function saleCancelledMail(
  language: Language,
  input: { name: string; orderNumber: string; url: string; unsubscribe: Unsubscribe },
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.saleCancelled(input), input.url, input.unsubscribe);
}

export function newMessageMail(
  language: Language,
  input: { name: string; from: MessageFrom; orderNumber: string; url: string; unsubscribe: Unsubscribe },
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.newMessage(input), input.url, input.unsubscribe);
}

export function newListingMessageMail(
  language: Language,
  input: { name: string; from: string; title: string; url: string; unsubscribe: Unsubscribe },
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.newListingMessage(input), input.url, input.unsubscribe);
}

export function refundProcessedMail(
  language: Language,
  input: { name: string; amount: string; refundFor: RefundFor; url?: string },
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.refundProcessed(input), input.url);
}

export function listingHiddenMail(
  language: Language,
  input: { name: string; title: string; reason: string; url: string },
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.listingHidden(input), input.url);
}

export function savedSearchMatchMail(
  language: Language,
  input: {
    name: string;
    search: SavedSearchQuery;
    title: string;
    price: string;
    url: string;
    unsubscribe: Unsubscribe;
  },
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.savedSearchMatch(input), input.url, input.unsubscribe);
}

/** A step of an offer, to the side it waits for or that should know (docs/decisions/038-offers.md). */
export function offerMail(
  language: Language,
  input: { name: string; title: string; url: string; unsubscribe: Unsubscribe } & OfferStep,
): RenderedMail {
  const texts = TEXTS[language];
  return compose(texts, texts.offer(input), input.url, input.unsubscribe);
}
