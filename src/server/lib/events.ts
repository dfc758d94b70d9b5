import type { SavedSearchQuery } from '../../domain/contracts/saved-searches.ts';
import type { Language } from '../../domain/languages.ts';
import type { OfferCloseReason } from '../../domain/offers.ts';
import type { OrderStatus } from '../../domain/order-status.ts';
import type { SellerPickup } from '../../domain/pickup-place.ts';
import type { RefundReason, RefundStatus } from '../../domain/refunds.ts';
import type { Transaction } from '../db/client.ts';

/**
 * Typed in-process domain events. A module announces what happened; others react without the announcer
 * knowing them (orders → notifications, achievements). Handlers run inside the announcer's transaction, so
 * the reaction commits or rolls back with the event itself.
 */
/** One order a student took part in, on which side, and the name the order knew them by. */
export interface OrderKnownAs {
  orderId: number;
  role: 'buyer' | 'seller';
  name: string | null;
}

/** What every offer event carries: the offer, its listing, its two people, and whom to tell. */
export interface OfferEvent {
  offerId: number;
  productId: number;
  productTitle: string;
  buyerId: number;
  sellerId: number;
  /** The buyer's or the seller's name, whichever side is told. */
  fromName: string;
  recipientIds: number[];
}

export interface DomainEvents {
  'user.registered': { userId: number; username: string };
  'user.signed_in': { userId: number };
  /**
   * Someone asked to reset the password of an account with this address; the token is the one the e-mailed link
   * carries (only its hash is stored). docs/decisions/028-password-reset-and-email-verification.md.
   */
  'user.password_reset_requested': {
    userId: number;
    username: string;
    email: string;
    /** The account's language: the e-mail is written in it. */
    language: Language;
    token: string;
  };
  /** A link proving the account's address is theirs is to be sent (at registration and on request). */
  'user.email_verification_requested': {
    userId: number;
    username: string;
    email: string;
    language: Language;
    token: string;
  };
  /** An account's address was proved its owner's (a verification link, or a password reset it received). */
  'user.email_verified': { userId: number };
  /** A student saved their profile: the name others see may have changed. */
  'user.profile_saved': { userId: number };
  /**
   * A student is deleting their account (docs/decisions/029-deleting-an-account.md): each module refuses (an
   * AppError rolls the whole deletion back) or forgets what it holds of them, in the deletion's transaction.
   * `afterCommit` runs a task once the deletion is committed (clearing a cache that would otherwise show them).
   */
  'user.deleting': { userId: number; afterCommit: (task: () => void) => void };
  /**
   * The orders module, while a student's account is deleted, is about to replace the names their orders knew them
   * by: here is each order they bought (`buyer`) or sold (`seller`) in and that name (null: none was taken). A
   * module that copied such a name into what it keeps for the other party forgets it
   * (docs/decisions/081-what-a-deleted-account-leaves.md). In the deletion's transaction.
   */
  'user.forgotten_in_orders': { userId: number; orders: OrderKnownAs[] };
  /**
   * The products module withdrew these listings of a student deleting their account and erased their words; a module
   * that told others about one (its title in a saved search's match, a saved listing's price) forgets it
   * (docs/decisions/081-what-a-deleted-account-leaves.md). In the deletion's transaction.
   */
  'user.listings_withdrawn': { userId: number; productIds: number[] };
  /** contact: the name and phone the buyer typed at checkout for this order, whom its sellers call. */
  'order.placed': {
    orderId: number;
    buyerId: number;
    contact: { name: string; phone: string };
    items: { productId: number; sellerId: number; quantity: number; productTitle: string }[];
    /** Where the buyer collects from each seller, in the order the sellers' items come (docs/decisions/036). */
    pickups: SellerPickup[];
  };
  /** sellerIds: the sellers whose part was not declined. */
  'order.status_changed': {
    orderId: number;
    buyerId: number;
    sellerIds: number[];
    from: OrderStatus;
    to: OrderStatus;
  };
  /** A seller entered the right hand-over code; orderDelivered when it was the last part waiting. */
  'order.part_handed_over': {
    orderId: number;
    buyerId: number;
    sellerId: number;
    sellerName: string | null;
    orderDelivered: boolean;
  };
  /** A seller declined their part; refundDue in rupees when the buyer paid online for it. */
  'order.part_declined': {
    orderId: number;
    buyerId: number;
    sellerId: number;
    sellerName: string | null;
    refundDue: string | null;
    orderCancelled: boolean;
  };
  /**
   * A message in the conversation between an order's buyer and one of its sellers. unreadBefore: the recipient's
   * messages in that conversation still unread when this one came (the e-mail about it waits on those).
   */
  'order.message_posted': {
    orderId: number;
    messageId: number;
    unreadBefore: number;
    sellerId: number;
    authorName: string | null;
    recipientId: number;
    recipientRole: 'buyer' | 'seller';
  };
  /**
   * A message in the conversation between a buyer and a seller about a listing, before any order
   * (docs/decisions/037-listing-conversations-and-inbox.md). unreadBefore: the author's messages in that
   * conversation its recipient had not read when this one came (the e-mail about it waits on those).
   */
  'listing.message_posted': {
    conversationId: number;
    productId: number;
    productTitle: string;
    messageId: number;
    authorId: number;
    authorName: string;
    recipientId: number;
    buyerId: number;
    sellerId: number;
    unreadBefore: number;
  };
  /**
   * A refund was scheduled (pending) or the gateway answered about it (processed, failed). orderId is null for
   * the refund of a checkout that placed no order; amount in rupees.
   */
  'refund.updated': {
    refundId: number;
    orderId: number | null;
    buyerId: number;
    status: RefundStatus;
    reason: RefundReason;
    amount: string;
  };
  /** The notifications module left new notices for these students (the live stream updates their bell). */
  'notifications.left': { userIds: number[] };
  /** An admin approved or rejected a buyer's refund request; the note is told to the buyer. */
  'order.refund_decided': { orderId: number; buyerId: number; approved: boolean; note: string };
  'review.created': { reviewerId: number; productId: number; sellerId: number };
  /**
   * What buyers think of a seller changed — a review of their listing, or a rating of a deal that now shows: the
   * average of every review and shown rating from buyers (docs/decisions/082-ratings-from-real-deals.md).
   */
  'seller.rated': { sellerId: number; averageFromBuyers: number };
  /** The PassItOn team removed a review after a report: it no longer counts for the listing or its seller. */
  'review.removed': { productId: number; sellerId: number };
  /**
   * The PassItOn team hid a listing after reports, with the reason its seller is told by notification and e-mail
   * (docs/decisions/083-reports-and-suspensions.md).
   */
  'listing.hidden_by_team': { productId: number; sellerId: number; title: string; reason: string };
  /**
   * An admin resolved the reports about something: each reporter hears the outcome, never who reported or what
   * was done to whom.
   */
  'report.resolved': {
    reporterIds: number[];
    targetType: 'listing' | 'user' | 'message' | 'review';
    actionTaken: boolean;
  };
  /** A listing buyers can find appeared: it was created, or came back in stock. */
  'listing.published': { productId: number; sellerId: number };
  /**
   * A listing left the marketplace by its seller's (or an admin's) hand: it was deleted. Its open offers close
   * (docs/decisions/038-offers.md).
   */
  'listing.withdrawn': { productId: number; sellerId: number; title: string };
  /** A seller lowered a listing's price (rupees, as stored: "450.00"). */
  'listing.price_lowered': { productId: number; sellerId: number; title: string; from: string; to: string };
  /**
   * A new listing matches students' saved searches (docs/decisions/019-favourites-and-saved-searches.md): one
   * entry per student, naming the first of their searches it matches.
   */
  'saved_search.matched': {
    productId: number;
    title: string;
    price: string;
    students: { userId: number; savedSearchId: number; search: SavedSearchQuery }[];
  };
  /**
   * Offers on a listing (docs/decisions/038-offers.md), each in the transaction that changed it. Amounts in paise;
   * `recipientIds` are the people to tell (the other side of the offer).
   */
  'offer.made': OfferEvent & { amount: number; askingPrice: number };
  'offer.countered': OfferEvent & { amount: number; counterAmount: number };
  'offer.accepted': OfferEvent & {
    acceptedAmount: number;
    acceptedBy: 'buyer' | 'seller';
    holdUntil: string;
  };
  'offer.declined': OfferEvent & { amount: number; declinedBy: 'buyer' | 'seller' };
  /** The listing sold out or was withdrawn while the offer was still in play; the buyer is told. */
  'offer.closed': OfferEvent & { reason: OfferCloseReason };
  /** A listing a student saved is cheaper now; told once per drop below the last price they were told of. */
  'favourite.price_dropped': { userId: number; productId: number; title: string; from: string; to: string };
  /**
   * A listing answers students' wanted posts (docs/decisions/094-wanted-posts.md): it matched them when it went
   * live, or its seller made it with "I have this". One entry per post, each told once per listing.
   */
  'wanted.listed': {
    productId: number;
    title: string;
    price: string;
    posts: { wantedId: number; userId: number; wantedTitle: string }[];
  };
  /** A listing a student saved sold its last unit; told once. */
  'favourite.sold_out': { userId: number; productId: number; title: string };
}

type Handler<Name extends keyof DomainEvents> = (
  payload: DomainEvents[Name],
  tx: Transaction,
) => Promise<void>;

export class EventBus {
  readonly #handlers = new Map<keyof DomainEvents, Handler<never>[]>();

  /** Registers a reaction to an event. */
  on<Name extends keyof DomainEvents>(name: Name, handler: Handler<Name>): void {
    const handlers = this.#handlers.get(name) ?? [];
    handlers.push(handler as Handler<never>);
    this.#handlers.set(name, handlers);
  }

  /** Runs every reaction, one after another, in the given transaction; a failing reaction fails the event. */
  async emit<Name extends keyof DomainEvents>(
    name: Name,
    payload: DomainEvents[Name],
    tx: Transaction,
  ): Promise<void> {
    for (const handler of this.#handlers.get(name) ?? []) {
      await (handler as Handler<Name>)(payload, tx);
    }
  }
}
