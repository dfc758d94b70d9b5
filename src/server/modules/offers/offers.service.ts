import { and, asc, count, eq, gt, gte, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Offer } from '../../../domain/contracts/offers.ts';
import { DELETED_STUDENT, displayName } from '../../../domain/display-name.ts';
import { startOfIndianDay } from '../../../domain/india-time.ts';
import { toPaise, toRupeeString } from '../../../domain/money.ts';
import {
  agreedAmount,
  answerDeadline,
  holdDeadline,
  isLive,
  mayAct,
  OFFERS_PER_DAY,
  type OfferAction,
  type OfferSide,
  offerState,
  refuseCounterAmount,
  refuseOfferAmount,
} from '../../../domain/offers.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lockUser } from '../../db/user-lock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus, OfferEvent } from '../../lib/events.ts';
import { findModerationAccounts } from '../auth/index.ts';
import { eitherBlocked } from '../blocks/index.ts';
import { findListing, findListingsForSale, type ListingForSale } from '../products/index.ts';
import { offers } from './offers.tables.ts';

/**
 * Offers on a listing (docs/decisions/038-offers.md). Every change is one transaction that first locks the
 * listing's row, then the offer's: checkouts lock the same listing rows, so an answer and a sale of the same
 * listing run one after the other and each sees what the other did.
 */

type OfferRow = typeof offers.$inferSelect;

const rupees = (paise: number) => `₹${toRupeeString(paise)}`;

/** Offers still in play by their stored status; the clocks decide the rest (offerState). */
const LIVE_STATUSES = ['open', 'countered', 'accepted'] as const;

function toOffer(row: OfferRow, buyerName: string, now: Date): Offer {
  return {
    id: row.id,
    productId: row.productId,
    buyerId: row.buyerId,
    buyerName,
    sellerId: row.sellerId,
    askingPrice: toRupeeString(row.askingPrice),
    amount: toRupeeString(row.amount),
    counterAmount: row.counterAmount === null ? null : toRupeeString(row.counterAmount),
    acceptedAmount: row.acceptedAmount === null ? null : toRupeeString(row.acceptedAmount),
    state: offerState(row, now),
    closedReason: row.closedReason,
    answerBy: row.answerBy.toISOString(),
    holdUntil: row.holdUntil ? row.holdUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How each student is named on an offer card: their name, or DELETED_STUDENT once the account is gone. */
async function namesOf(db: Database | Transaction, ids: number[]): Promise<Map<number, string>> {
  const accounts = await findModerationAccounts(db, ids);
  return new Map(
    ids.map((id) => {
      const account = accounts.get(id);
      return [id, account && !account.deleted ? displayName(account) : DELETED_STUDENT];
    }),
  );
}

/** The listing for sale, its row locked until the transaction ends; 409 when it is gone, hidden or sold out. */
async function lockListingForSale(tx: Transaction, productId: number): Promise<ListingForSale> {
  const listing = (await findListingsForSale(tx, [productId], { lock: true })).get(productId);
  if (!listing || listing.quantity === 0) throw conflict('offer.listing_unavailable');
  return listing;
}

/**
 * Refuses (403, without saying why: docs/decisions/084-blocks.md) an offer between two students when either
 * blocked the other, or the other one is suspended or gone.
 */
async function refuseUnreachable(
  tx: Transaction,
  actorId: number,
  otherId: number,
  now: Date,
): Promise<void> {
  if (await eitherBlocked(tx, actorId, otherId)) throw forbidden('contact.unavailable');
  const other = (await findModerationAccounts(tx, [otherId], now)).get(otherId);
  if (!other || other.deleted || other.suspended) throw forbidden('contact.unavailable');
}

/** The buyer's offers on a listing still in play at `now`. */
async function liveOffersOf(tx: Transaction, productId: number, buyerId: number, now: Date) {
  const rows = await tx
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.productId, productId),
        eq(offers.buyerId, buyerId),
        inArray(offers.status, [...LIVE_STATUSES]),
      ),
    );
  return rows.filter((row) => isLive(offerState(row, now)));
}

function eventOf(row: OfferRow, title: string, fromName: string, recipientId: number): OfferEvent {
  return {
    offerId: row.id,
    productId: row.productId,
    productTitle: title,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    fromName,
    recipientIds: [recipientId],
  };
}

/**
 * A buyer offers `amount` rupees on a listing: below the asking price, at least half of it, one offer in play per
 * buyer and listing, at most OFFERS_PER_DAY a day (counted under the buyer's lock, like reports). The seller is
 * told (`offer.made`) in the same transaction.
 */
export async function makeOffer(
  db: Database,
  events: EventBus,
  {
    buyerId,
    productId,
    amount,
    now = new Date(),
  }: { buyerId: number; productId: number; amount: number; now?: Date },
): Promise<Offer> {
  const offered = amount * 100;
  const { row, buyerName } = await db.transaction(async (tx) => {
    await lockUser(tx, 'offers', buyerId);
    const listing = (await findListingsForSale(tx, [productId], { lock: true })).get(productId);
    if (!listing) throw notFound('product.not_found');
    if (listing.sellerId === buyerId) throw badRequest('offer.own_listing');
    if (listing.quantity === 0) throw conflict('offer.listing_unavailable');
    // Nothing is below nothing: a free listing has no price to haggle over (docs/decisions/093-free-listings.md).
    if (toPaise(listing.price) === 0) throw badRequest('offer.free_listing');
    await refuseUnreachable(tx, buyerId, listing.sellerId, now);
    const asking = toPaise(listing.price);
    refuseAmount(refuseOfferAmount(offered, asking), { asking, offer: offered });
    if ((await liveOffersOf(tx, productId, buyerId, now)).length > 0) throw conflict('offer.already_open');
    const [today] = await tx
      .select({ made: count() })
      .from(offers)
      .where(and(eq(offers.buyerId, buyerId), gte(offers.createdAt, startOfIndianDay(now))));
    if ((today?.made ?? 0) >= OFFERS_PER_DAY) {
      throw new AppError(429, 'offer.daily_limit', { max: OFFERS_PER_DAY });
    }
    const [inserted] = await tx
      .insert(offers)
      .values({
        productId,
        buyerId,
        sellerId: listing.sellerId,
        askingPrice: asking,
        amount: offered,
        answerBy: answerDeadline(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('insert returned no offer');
    const name = (await namesOf(tx, [buyerId])).get(buyerId) ?? DELETED_STUDENT;
    await events.emit(
      'offer.made',
      { ...eventOf(inserted, listing.title, name, listing.sellerId), amount: offered, askingPrice: asking },
      tx,
    );
    return { row: inserted, buyerName: name };
  });
  return toOffer(row, buyerName, now);
}

/** Throws the refusal of an amount, worded with the prices it is about. */
function refuseAmount(
  refusal: ReturnType<typeof refuseOfferAmount>,
  { asking, offer }: { asking: number; offer: number },
): void {
  switch (refusal) {
    case null:
      return;
    case 'offer.not_whole_rupees':
      throw badRequest('offer.not_whole_rupees');
    case 'offer.not_below_asking':
      throw badRequest('offer.not_below_asking', { asking: rupees(asking) });
    case 'offer.below_half':
      throw badRequest('offer.below_half', { lowest: rupees(Math.ceil(asking / 200) * 100) });
    case 'offer.counter_out_of_range':
      throw badRequest('offer.counter_out_of_range', { offer: rupees(offer), asking: rupees(asking) });
  }
}

/**
 * The seller accepts, declines or counters an open offer; the buyer accepts or declines a counter. One
 * transaction: the listing's row is locked (accept and counter need it for sale), then the offer's, and its state
 * read again under them, so two answers at once, or an answer and the last unit's sale, end one way. An acceptance
 * holds for OFFER_HOLD_HOURS and no more acceptances than units in stock may hold at once. The other side is told.
 */
export async function answerOffer(
  db: Database,
  events: EventBus,
  {
    offerId,
    actorId,
    action,
    counter,
    now = new Date(),
  }: { offerId: number; actorId: number; action: OfferAction; counter?: number; now?: Date },
): Promise<Offer> {
  const { row, buyerName } = await db.transaction(async (tx) => {
    const [first] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!first) throw notFound('offer.not_found');
    const side: OfferSide | undefined =
      first.sellerId === actorId ? 'seller' : first.buyerId === actorId ? 'buyer' : undefined;
    if (!side) throw forbidden('offer.not_yours');
    const otherId = side === 'seller' ? first.buyerId : first.sellerId;
    const listing = action === 'decline' ? undefined : await lockListingForSale(tx, first.productId);
    const [current] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (!current) throw notFound('offer.not_found');
    const state = offerState(current, now);
    if (state === 'expired') throw conflict('offer.expired');
    if (!mayAct(state, side, action)) throw conflict('offer.not_waiting_for_you');
    if (action !== 'decline') await refuseUnreachable(tx, actorId, otherId, now);

    const names = await namesOf(tx, [actorId]);
    const actorName = names.get(actorId) ?? DELETED_STUDENT;
    const title = listing?.title ?? (await titleOf(tx, current.productId));
    const base = eventOf(current, title, actorName, otherId);
    let changed: OfferRow | undefined;
    if (action === 'accept') {
      await refuseAllUnitsPromised(tx, current, listing?.quantity ?? 0, now);
      const acceptedAmount = agreedAmount({ ...current, status: state });
      const holdUntil = holdDeadline(now);
      [changed] = await tx
        .update(offers)
        .set({ status: 'accepted', acceptedAmount, holdUntil, updatedAt: now })
        .where(eq(offers.id, offerId))
        .returning();
      await events.emit(
        'offer.accepted',
        { ...base, acceptedAmount, acceptedBy: side, holdUntil: holdUntil.toISOString() },
        tx,
      );
    } else if (action === 'counter') {
      const countered = (counter ?? 0) * 100;
      refuseAmount(refuseCounterAmount(countered, current.amount, current.askingPrice), {
        asking: current.askingPrice,
        offer: current.amount,
      });
      [changed] = await tx
        .update(offers)
        .set({ status: 'countered', counterAmount: countered, answerBy: answerDeadline(now), updatedAt: now })
        .where(eq(offers.id, offerId))
        .returning();
      await events.emit('offer.countered', { ...base, amount: current.amount, counterAmount: countered }, tx);
    } else {
      [changed] = await tx
        .update(offers)
        .set({ status: 'declined', updatedAt: now })
        .where(eq(offers.id, offerId))
        .returning();
      await events.emit(
        'offer.declined',
        {
          ...base,
          amount: state === 'countered' ? (current.counterAmount ?? current.amount) : current.amount,
          declinedBy: side,
        },
        tx,
      );
    }
    if (!changed) throw new Error('the offer was not updated');
    const buyer =
      side === 'buyer'
        ? actorName
        : ((await namesOf(tx, [current.buyerId])).get(current.buyerId) ?? DELETED_STUDENT);
    return { row: changed, buyerName: buyer };
  });
  return toOffer(row, buyerName, now);
}

/** A listing's title for an event about it; a listing deleted meanwhile is named by its offer's number. */
async function titleOf(tx: Transaction, productId: number): Promise<string> {
  const listing = (await findListingsForSale(tx, [productId])).get(productId);
  return listing?.title ?? `#${productId}`;
}

/**
 * An acceptance promises one unit at the agreed price for a day; the seller may not promise more units than the
 * listing has (409). Counted under the listing's lock, so two acceptances at once cannot both slip under it.
 */
async function refuseAllUnitsPromised(
  tx: Transaction,
  offer: OfferRow,
  stock: number,
  now: Date,
): Promise<void> {
  const holding = await tx
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.productId, offer.productId),
        eq(offers.status, 'accepted'),
        gt(offers.holdUntil, now),
        ne(offers.id, offer.id),
      ),
    );
  if (holding.length >= stock) throw conflict('offer.all_units_promised');
}

/**
 * The offers on a listing the viewer may read, oldest first: its seller reads one buyer's (`buyerId`) or, without
 * it, every buyer's; anyone else reads their own. 404 for a listing that is not there; 403 when a student who is not
 * its seller asks for another buyer's.
 */
export async function listOffers(
  db: Database,
  {
    viewerId,
    productId,
    buyerId,
    now = new Date(),
  }: { viewerId: number; productId: number; buyerId?: number; now?: Date },
): Promise<Offer[]> {
  const listing = await findListing(db, productId);
  const isSeller = listing?.sellerId === viewerId;
  if (!listing) {
    // A withdrawn listing's offers stay readable by the buyer who made them, who is told it closed.
    const own = await readOffers(db, and(eq(offers.productId, productId), eq(offers.buyerId, viewerId)));
    if (own.length === 0 || (buyerId !== undefined && buyerId !== viewerId))
      throw notFound('product.not_found');
    return withNames(db, own, now);
  }
  if (buyerId !== undefined && buyerId !== viewerId && !isSeller) throw forbidden('offer.not_yours');
  const whose = isSeller
    ? buyerId === undefined
      ? undefined
      : eq(offers.buyerId, buyerId)
    : eq(offers.buyerId, viewerId);
  return withNames(db, await readOffers(db, and(eq(offers.productId, productId), whose)), now);
}

function readOffers(db: Database, where: SQL | undefined): Promise<OfferRow[]> {
  return db.select().from(offers).where(where).orderBy(asc(offers.createdAt), asc(offers.id));
}

async function withNames(db: Database, rows: OfferRow[], now: Date): Promise<Offer[]> {
  const names = await namesOf(db, [...new Set(rows.map((row) => row.buyerId))]);
  return rows.map((row) => toOffer(row, names.get(row.buyerId) ?? DELETED_STUDENT, now));
}

/**
 * Closes the offers still in play on listings that sold out or were withdrawn; each buyer is told
 * (`offer.closed`) unless `quiet` (the seller's account is being deleted and the listing's words go with it).
 */
export async function closeOffersOn(
  tx: Transaction,
  events: EventBus,
  {
    productIds,
    reason,
    titles,
    quiet = false,
    now = new Date(),
  }: {
    productIds: number[];
    reason: 'sold_out' | 'withdrawn';
    titles: Map<number, string>;
    quiet?: boolean;
    now?: Date;
  },
): Promise<void> {
  if (productIds.length === 0) return;
  const rows = await tx
    .select()
    .from(offers)
    .where(and(inArray(offers.productId, productIds), inArray(offers.status, [...LIVE_STATUSES])))
    .orderBy(asc(offers.id))
    .for('update');
  const live = rows.filter((row) => isLive(offerState(row, now)));
  if (live.length === 0) return;
  await tx
    .update(offers)
    .set({ status: 'closed', closedReason: reason, updatedAt: now })
    .where(
      inArray(
        offers.id,
        live.map((row) => row.id),
      ),
    );
  if (quiet) return;
  const sellers = await namesOf(tx, [...new Set(live.map((row) => row.sellerId))]);
  for (const row of live) {
    const title = titles.get(row.productId) ?? `#${row.productId}`;
    const seller = sellers.get(row.sellerId) ?? DELETED_STUDENT;
    await events.emit('offer.closed', { ...eventOf(row, title, seller, row.buyerId), reason }, tx);
  }
}

/** An accepted offer holding its price for a buyer's checkout of one unit of its listing. */
export interface HeldOffer {
  offerId: number;
  productId: number;
  /** The agreed price of one unit, paise. */
  pricePaise: number;
  holdUntil: Date;
}

/**
 * The buyer's accepted offers still holding on these listings, one per listing at most (one offer in play per
 * buyer and listing). With `lock`, their rows stay locked until the transaction ends: the checkout that uses one
 * locks it after the listings, as every offer change does.
 */
export async function findHeldOffers(
  db: Database | Transaction,
  {
    buyerId,
    productIds,
    lock = false,
    now = new Date(),
  }: { buyerId: number; productIds: number[]; lock?: boolean; now?: Date },
): Promise<Map<number, HeldOffer>> {
  if (productIds.length === 0) return new Map();
  const query = db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.buyerId, buyerId),
        inArray(offers.productId, productIds),
        eq(offers.status, 'accepted'),
        gt(offers.holdUntil, now),
      ),
    )
    .orderBy(asc(offers.id))
    .$dynamic();
  const rows = await (lock ? query.for('update') : query);
  return new Map(
    rows.flatMap((row) =>
      row.acceptedAmount !== null && row.holdUntil !== null
        ? [
            [
              row.productId,
              {
                offerId: row.id,
                productId: row.productId,
                pricePaise: row.acceptedAmount,
                holdUntil: row.holdUntil,
              },
            ] as const,
          ]
        : [],
    ),
  );
}

/** Marks accepted offers used by an order, in the order's transaction (held, so locked, by findHeldOffers). */
export async function useOffers(
  tx: Transaction,
  offerIds: number[],
  orderId: number,
  now = new Date(),
): Promise<void> {
  if (offerIds.length === 0) return;
  await tx
    .update(offers)
    .set({ status: 'used', usedByOrderId: orderId, updatedAt: now })
    .where(and(inArray(offers.id, offerIds), eq(offers.status, 'accepted')));
}

/** Every offer a student made or received, for their account's deletion: closed quietly. */
export async function closeOffersOf(tx: Transaction, userId: number, now = new Date()): Promise<void> {
  await tx
    .update(offers)
    .set({ status: 'closed', closedReason: 'withdrawn', updatedAt: now })
    .where(
      and(
        or(eq(offers.buyerId, userId), eq(offers.sellerId, userId)),
        inArray(offers.status, [...LIVE_STATUSES]),
      ),
    );
}
