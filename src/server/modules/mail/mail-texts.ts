import type { SavedSearchQuery } from '../../../domain/contracts/saved-searches.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';
import type { RefundReason } from '../../../domain/refunds.ts';

/*
 * Every word of every e-mail, one typed dictionary per language (mail-texts.en.ts, mail-texts.hi.ts;
 * docs/decisions/072-e-mail-languages.md). The compiler keeps each language complete: a kind, a sentence or a
 * status missing in Hindi does not build. Names, titles, addresses and links are the caller's, put in as
 * written; amounts come formatted (Indian grouping).
 */

/** What one e-mail says, before it is laid out as plain text and HTML (templates.ts). */
export interface MailContent {
  subject: string;
  /** Paragraphs, in order; a line break inside one is kept. */
  paragraphs: string[];
  /** The button's label (the link is the caller's). */
  action?: string;
  /** A small note under the button. */
  footer?: string;
}

/** Where an order's refund came from, as the refund e-mail names it. */
export type RefundFor = { orderNumber: string } | { reason: RefundReason };

/**
 * Where the buyer collects from one seller: the seller's name (null when the order has none), the place's lines
 * (empty when the listing named none), and the titles collected there when the seller named several places.
 */
export interface MailPickup {
  seller: string | null;
  place: string[];
  titles: string[] | null;
}

/** Who a new message is from: the author's name, or their role when the account is gone. */
export type MessageFrom = { name: string } | { role: 'buyer' | 'seller' };

/**
 * One step of an offer (docs/decisions/038-offers.md) as its e-mail tells the other side: the listing's title, the
 * other side's name (`from`) and the amount, formatted.
 */
export type OfferStep =
  | { step: 'made'; from: string; amount: string }
  | { step: 'countered'; from: string; amount: string }
  | { step: 'accepted'; from: string; amount: string; by: 'buyer' | 'seller' }
  | { step: 'closed'; reason: 'sold_out' | 'withdrawn' };

export interface MailTexts {
  /** `<html lang>` of the HTML part. */
  htmlLang: string;
  /** Under the button: "Or open this link:", then the link. */
  orOpenLink: string;
  /** The unsubscribe link's words. */
  unsubscribe: string;
  /** Why an optional e-mail came, above its unsubscribe link. */
  why: {
    orderPlaced: string;
    itemSold: string;
    orderUpdatesBuyer: string;
    orderUpdatesSeller: string;
    newMessage: (role: 'buyer' | 'seller') => string;
    /** A message about a listing: the reader asked about it, or sells it. */
    newListingMessage: (role: 'buyer' | 'seller') => string;
    savedSearchMatch: string;
    offers: string;
  };
  passwordReset(input: { username: string }): MailContent;
  verifyEmail(input: { username: string }): MailContent;
  /** `pickups`: one per seller, or per place of a seller who named several. */
  orderPlaced(input: {
    name: string;
    orderNumber: string;
    items: string;
    pickups: MailPickup[];
  }): MailContent;
  itemSold(input: {
    name: string;
    orderNumber: string;
    items: string;
    /** The one item's title, or how many were sold. */
    sold: { title: string } | { count: number };
    buyer: { name: string; email: string; phone: string | null };
  }): MailContent;
  /** `status` is the order's new status (an unknown one is named as written). */
  orderStatus(input: { name: string; orderNumber: string; status: OrderStatus }): MailContent;
  saleCancelled(input: { name: string; orderNumber: string }): MailContent;
  newMessage(input: { name: string; from: MessageFrom; orderNumber: string }): MailContent;
  /** A message about a listing, before any order (docs/decisions/037-listing-conversations-and-inbox.md). */
  newListingMessage(input: { name: string; from: string; title: string }): MailContent;
  refundProcessed(input: { name: string; amount: string; refundFor: RefundFor }): MailContent;
  /** The PassItOn team hid a listing of the seller's, with its reason (docs/decisions/083-reports-and-suspensions.md). */
  listingHidden(input: { name: string; title: string; reason: string }): MailContent;
  offer(input: { name: string; title: string } & OfferStep): MailContent;
  savedSearchMatch(input: {
    name: string;
    search: SavedSearchQuery;
    title: string;
    price: string;
  }): MailContent;
}
