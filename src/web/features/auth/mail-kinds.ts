import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OPTIONAL_MAIL_LABELS, type OptionalMailKind } from '../../../domain/contracts/mail.ts';

/**
 * The optional e-mails in the reader's language. The server names them in English (domain/contracts/mail.ts); the
 * settings and unsubscribe pages show them by their kind.
 */
const MAIL_KINDS: Record<OptionalMailKind, { label: MessageDescriptor; description: MessageDescriptor }> = {
  order_placed: { label: msg`Orders you place`, description: msg`A summary when you place an order.` },
  item_sold: {
    label: msg`Items you sell`,
    description: msg`When someone buys your item, with the buyer's contact to arrange the pickup.`,
  },
  order_updates: {
    label: msg`Changes to your orders`,
    description: msg`When an order you placed moves on, or an order you sell in is cancelled.`,
  },
  new_message: {
    label: msg`Messages`,
    description: msg`When someone writes to you about your order, your sale or your listing.`,
  },
  saved_search_match: {
    label: msg`New listings for your saved searches`,
    description: msg`When someone lists something that matches a search you saved.`,
  },
  offers: {
    label: msg`Offers`,
    description: msg`When a buyer makes an offer on your listing, or a seller answers yours.`,
  },
};

/** An optional e-mail's name and what it is about; one this list does not know keeps the server's words. */
export function mailKindText(
  i18n: I18n,
  preference: { kind: string; label: string; description: string },
): { label: string; description: string } {
  const known = MAIL_KINDS[preference.kind as OptionalMailKind];
  return known
    ? { label: i18n._(known.label), description: i18n._(known.description) }
    : { label: preference.label, description: preference.description };
}

/**
 * The unsubscribe page's answer in the reader's language: the server says which e-mail it turned off only in its
 * English sentence, so the sentence is matched against each kind's; any other answer is shown as it came.
 */
export function unsubscribedText(i18n: I18n, message: string): string {
  for (const [kind, { label }] of Object.entries(OPTIONAL_MAIL_LABELS)) {
    const english = `You will no longer get e-mails about ${label.toLowerCase()}. You can turn them back on in Settings.`;
    if (message !== english) continue;
    const topic = i18n._(MAIL_TOPICS[kind as OptionalMailKind]);
    return i18n._(
      msg`You will no longer get e-mails about ${{ topic }}. You can turn them back on in Settings.`,
    );
  }
  return message;
}

/** Each e-mail as the end of "You will no longer get e-mails about …" (lower case in English). */
const MAIL_TOPICS: Record<OptionalMailKind, MessageDescriptor> = {
  order_placed: msg`orders you place`,
  item_sold: msg`items you sell`,
  order_updates: msg`changes to your orders`,
  new_message: msg`messages about your orders`,
  saved_search_match: msg`new listings for your saved searches`,
  offers: msg`offers`,
};
