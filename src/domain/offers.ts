import type { Paise } from './money.ts';

/**
 * Offers on a listing (docs/decisions/038-offers.md): a buyer names a price below the asking price, the seller
 * accepts, declines or counters, the buyer may take a counter. Pure rules, shared by the server (which enforces
 * them) and the web app (which explains them before a request is sent). Amounts are whole rupees, counted in paise.
 */

/** Hours the other side has to answer an offer or a counter; unanswered, it expires. */
export const OFFER_ANSWER_HOURS = 48;
/** Hours an accepted offer holds its price for the buyer's checkout. */
export const OFFER_HOLD_HOURS = 24;
/** Offers one student may make in a day (India's calendar day). */
export const OFFERS_PER_DAY = 20;

const HOUR_MS = 60 * 60 * 1000;

/** What is stored of an offer's progress; `expired` is never stored, it is read from the clocks. */
export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'closed', 'used'] as const;
export type StoredOfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * An offer as its two people see it now: waiting for the seller (`open`), for the buyer (`countered`), holding its
 * price (`accepted`), answered no (`declined`), out of time (`expired`), ended because the listing sold out or was
 * withdrawn (`closed`), or bought at its price (`used`).
 */
export const OFFER_STATES = [...OFFER_STATUSES, 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** Why an open offer was closed without an answer. */
export const OFFER_CLOSE_REASONS = ['sold_out', 'withdrawn'] as const;
export type OfferCloseReason = (typeof OFFER_CLOSE_REASONS)[number];

/** The refusals of an amount, by the API error code that words them (domain/api-errors.ts). */
export type OfferAmountRefusal =
  | 'offer.not_whole_rupees'
  | 'offer.not_below_asking'
  | 'offer.below_half'
  | 'offer.counter_out_of_range';

const isWholeRupees = (amount: Paise) => Number.isSafeInteger(amount) && amount > 0 && amount % 100 === 0;

/** The lowest offer a listing takes: half its asking price, rounded up to a whole rupee. */
export function lowestOffer(asking: Paise): Paise {
  return Math.ceil(asking / 2 / 100) * 100;
}

/**
 * Why a buyer's offer cannot be made, or null when it can: whole rupees, below the asking price, at least half
 * of it.
 */
export function refuseOfferAmount(amount: Paise, asking: Paise): OfferAmountRefusal | null {
  if (!isWholeRupees(amount)) return 'offer.not_whole_rupees';
  if (amount >= asking) return 'offer.not_below_asking';
  if (amount < lowestOffer(asking)) return 'offer.below_half';
  return null;
}

/** Why a seller's counter cannot be made, or null: whole rupees, strictly between the offer and the asking price. */
export function refuseCounterAmount(counter: Paise, offer: Paise, asking: Paise): OfferAmountRefusal | null {
  if (!isWholeRupees(counter)) return 'offer.not_whole_rupees';
  if (counter <= offer || counter >= asking) return 'offer.counter_out_of_range';
  return null;
}

/** True when a counter could be made at all: some whole rupee lies strictly between the offer and the asking price. */
export function canCounter(offer: Paise, asking: Paise): boolean {
  return Math.floor((asking - 1) / 100) * 100 > offer;
}

/** What the clocks of an offer need. */
export interface OfferClock {
  status: StoredOfferStatus;
  /** When the side it waits for must have answered by (open, countered). */
  answerBy: Date;
  /** Until when an accepted offer holds its price. */
  holdUntil: Date | null;
}

/** The moment an answer is due, from the moment the offer or the counter was made. */
export function answerDeadline(from: Date): Date {
  return new Date(from.getTime() + OFFER_ANSWER_HOURS * HOUR_MS);
}

/** Until when an offer accepted at `at` holds its price. */
export function holdDeadline(at: Date): Date {
  return new Date(at.getTime() + OFFER_HOLD_HOURS * HOUR_MS);
}

/** The offer's state at `now`: an unanswered offer or an unused acceptance past its clock is expired. */
export function offerState(offer: OfferClock, now: Date): OfferState {
  if ((offer.status === 'open' || offer.status === 'countered') && offer.answerBy <= now) return 'expired';
  if (offer.status === 'accepted' && (offer.holdUntil === null || offer.holdUntil <= now)) return 'expired';
  return offer.status;
}

/** States in which an offer is still in play: the buyer may not make another on the same listing. */
export function isLive(state: OfferState): boolean {
  return state === 'open' || state === 'countered' || state === 'accepted';
}

/** Who acts on an offer. */
export type OfferSide = 'buyer' | 'seller';
export type OfferAction = 'accept' | 'decline' | 'counter';

/**
 * Whether `side` may take `action` on an offer in `state`: the seller answers an open offer (accept, decline,
 * counter), the buyer a counter (accept, decline). Nothing else changes an offer's course.
 */
export function mayAct(state: OfferState, side: OfferSide, action: OfferAction): boolean {
  if (state === 'open') return side === 'seller';
  if (state === 'countered') return side === 'buyer' && action !== 'counter';
  return false;
}

/** The price an offer's acceptance holds: the counter when the buyer took one, else the buyer's own offer. */
export function agreedAmount(offer: {
  amount: Paise;
  counterAmount: Paise | null;
  status: OfferState;
}): Paise {
  return offer.status === 'countered' && offer.counterAmount !== null ? offer.counterAmount : offer.amount;
}
