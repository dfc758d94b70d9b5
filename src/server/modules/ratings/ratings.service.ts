import { and, desc, eq, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SellerRating, SellerTrust } from '../../../domain/contracts/products.ts';
import type { DealRating, DealRatingState, OrderRatings } from '../../../domain/contracts/ratings.ts';
import {
  averageOfStars,
  BLIND_DAYS,
  isRatingRevealed,
  isRatingWindowOpen,
  type RatingDirection,
  ratingWindowEnds,
} from '../../../domain/deal-ratings.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { LOCK_SPACES } from '../../db/lock-keys.ts';
import { isOneOf } from '../../db/sql-helpers.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { findPublicAccount, findUsersPublicNames } from '../auth/index.ts';
import { countCompletedDeals, type DealPart, findOrderDeals } from '../orders/index.ts';
import { reviewTotalsOfSeller } from '../reviews/index.ts';
import { dealRatings } from './ratings.tables.ts';

/**
 * Ratings of the other person after a deal (docs/decisions/082-ratings-from-real-deals.md): the buyer rates the
 * seller of a handed-over part and that seller rates the buyer, once each, within 30 days; double-blind until
 * both have rated or 14 days have passed. Time comes in as `now`, so tests can move it.
 */

type Executor = Database | Transaction;
type RatingRow = typeof dealRatings.$inferSelect;

const other: Record<RatingDirection, RatingDirection> = {
  buyer_rates_seller: 'seller_rates_buyer',
  seller_rates_buyer: 'buyer_rates_seller',
};

/** Ratings that show at `now`: both sides rated, or the blind days since the hand-over are over. */
function revealedBy(now: Date): SQL {
  const blindSince = new Date(now.getTime() - BLIND_DAYS * 86_400_000);
  return or(isNotNull(dealRatings.revealedAt), lte(dealRatings.handedOverAt, blindSince)) as SQL;
}

/** The deal the rater is in, and which way they rate; refused as the API answers when there is none. */
function dealOfRater(
  order: { buyerId: number; deals: DealPart[] },
  raterId: number,
  sellerId: number | undefined,
): { deal: DealPart; direction: RatingDirection; rateeId: number } {
  if (raterId === order.buyerId) {
    if (sellerId === undefined && order.deals.length > 1) throw badRequest('rating.choose_seller');
    const deal =
      sellerId === undefined ? order.deals[0] : order.deals.find((part) => part.sellerId === sellerId);
    if (!deal) throw forbidden('rating.not_in_deal');
    return { deal, direction: 'buyer_rates_seller', rateeId: deal.sellerId };
  }
  const deal = order.deals.find((part) => part.sellerId === raterId);
  if (!deal || (sellerId !== undefined && sellerId !== raterId)) throw forbidden('rating.not_in_deal');
  return { deal, direction: 'seller_rates_buyer', rateeId: order.buyerId };
}

/** The stars buyers gave a seller that show at `now`: their sum and count. */
async function shownSellerStars(
  db: Executor,
  sellerId: number,
  now: Date,
): Promise<{ sum: number; count: number }> {
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum(${dealRatings.rating}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(dealRatings)
    .where(
      and(
        eq(dealRatings.rateeId, sellerId),
        eq(dealRatings.direction, 'buyer_rates_seller'),
        revealedBy(now),
      ),
    );
  return { sum: row?.sum ?? 0, count: row?.count ?? 0 };
}

/** A seller's average from buyers for their stats: every review of their listings and every shown deal rating. */
async function averageFromBuyers(tx: Transaction, sellerId: number, now: Date): Promise<number> {
  const [reviews, ratings] = await Promise.all([
    reviewTotalsOfSeller(tx, sellerId),
    shownSellerStars(tx, sellerId, now),
  ]);
  const count = reviews.count + ratings.count;
  return count === 0 ? 0 : Math.round(((reviews.sum + ratings.sum) / count) * 100) / 100;
}

/** Tells the seller's stats what buyers think of them now, in the caller's transaction. */
export async function announceSellerRated(
  tx: Transaction,
  events: EventBus,
  sellerId: number,
  now = new Date(),
): Promise<void> {
  await events.emit(
    'seller.rated',
    { sellerId, averageFromBuyers: await averageFromBuyers(tx, sellerId, now) },
    tx,
  );
}

function toDealRating(row: RatingRow): DealRating {
  return {
    orderId: row.orderId,
    sellerId: row.sellerId,
    direction: row.direction,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records the signed-in student's rating of the other side of their deal in an order. 404 without the order, 403
 * for anyone not in the deal, 400 before the hand-over or after the window, 409 for a second rating. When the
 * other side has already rated, both show from now on.
 */
export async function rateDeal(
  db: Database,
  events: EventBus,
  input: { orderId: number; raterId: number; sellerId?: number; rating: number; comment: string },
  now = new Date(),
): Promise<DealRating> {
  const order = await findOrderDeals(db, input.orderId);
  if (!order) throw notFound('order.not_found');
  const { deal, direction, rateeId } = dealOfRater(order, input.raterId, input.sellerId);
  if (!deal.handedOverAt) throw badRequest('rating.before_handover');
  if (!isRatingWindowOpen(deal.handedOverAt, now)) throw badRequest('rating.window_closed');
  const handedOverAt = deal.handedOverAt;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES.dealRatings}::int, ${order.orderId}::int)`,
      );
      const [row] = await tx
        .insert(dealRatings)
        .values({
          orderId: order.orderId,
          sellerId: deal.sellerId,
          direction,
          raterId: input.raterId,
          rateeId,
          rating: input.rating,
          comment: input.comment,
          handedOverAt,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const ofThisDeal = and(eq(dealRatings.orderId, order.orderId), eq(dealRatings.sellerId, deal.sellerId));
      const [answer] = await tx
        .select({ id: dealRatings.id })
        .from(dealRatings)
        .where(and(ofThisDeal, eq(dealRatings.direction, other[direction])));
      if (answer) {
        await tx
          .update(dealRatings)
          .set({ revealedAt: now })
          .where(and(ofThisDeal, isNull(dealRatings.revealedAt)));
        // The buyer's rating of the seller shows only now (a rating already shown by time changes nothing).
        if (!isRatingRevealed({ handedOverAt, revealedAt: null }, now)) {
          await announceSellerRated(tx, events, deal.sellerId, now);
        }
      }
      return toDealRating(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('rating.already_rated');
    throw error;
  }
}

/**
 * The viewer's deals in an order, each with the rating they gave and the one they got once it shows: the buyer
 * sees every deal of the order, a seller their own. 404 without the order, 403 for anyone else.
 */
export async function orderRatingsFor(
  db: Database,
  { orderId, viewerId }: { orderId: number; viewerId: number },
  now = new Date(),
): Promise<OrderRatings> {
  const order = await findOrderDeals(db, orderId);
  if (!order) throw notFound('order.not_found');
  const isBuyer = order.buyerId === viewerId;
  const deals = isBuyer ? order.deals : order.deals.filter((deal) => deal.sellerId === viewerId);
  if (deals.length === 0) throw forbidden('order.not_yours');
  const rows = await db.select().from(dealRatings).where(eq(dealRatings.orderId, orderId));
  const names = await findUsersPublicNames(db, [order.buyerId, ...deals.map((deal) => deal.sellerId)]);
  const accounts = await Promise.all(
    deals.map((deal) => findPublicAccount(db, { id: isBuyer ? deal.sellerId : order.buyerId })),
  );
  return deals.map((deal, index): DealRatingState => {
    const mine: RatingDirection = isBuyer ? 'buyer_rates_seller' : 'seller_rates_buyer';
    const find = (direction: RatingDirection) =>
      rows.find((row) => row.sellerId === deal.sellerId && row.direction === direction);
    const given = find(mine);
    const received = find(other[mine]);
    const otherId = isBuyer ? deal.sellerId : order.buyerId;
    const shows = received !== undefined && isRatingRevealed(received, now);
    const stars = (row: RatingRow) => ({
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    });
    return {
      sellerId: deal.sellerId,
      role: isBuyer ? 'buyer' : 'seller',
      other: { username: accounts[index]?.username ?? null, name: displayName(names.get(otherId)) },
      handedOverAt: deal.handedOverAt?.toISOString() ?? null,
      rateUntil:
        deal.handedOverAt && !given && isRatingWindowOpen(deal.handedOverAt, now)
          ? ratingWindowEnds(deal.handedOverAt).toISOString()
          : null,
      given: given ? stars(given) : null,
      received: received && shows ? stars(received) : null,
      receivedHidden: received !== undefined && !shows,
    };
  });
}

/** A seller's average from the buyers' deal ratings that show at `now`, to one decimal, and their count. */
export async function sellerRating(db: Executor, sellerId: number, now = new Date()): Promise<SellerRating> {
  const stars = await shownSellerStars(db, sellerId, now);
  return { average: averageOfStars(stars), count: stars.count };
}

/** What a listing's page shows beside "Sold by" (products' SellerTrustOf port). */
export async function sellerTrust(db: Database, sellerId: number): Promise<SellerTrust> {
  const [account, rating, deals] = await Promise.all([
    findPublicAccount(db, { id: sellerId }),
    sellerRating(db, sellerId),
    countCompletedDeals(db, sellerId),
  ]);
  return { username: account?.username ?? null, rating, dealsAsSeller: deals.asSeller };
}

/** The latest comments buyers left with shown ratings of a seller, newest first, each with its writer's name. */
export async function latestSellerComments(db: Database, sellerId: number, limit: number, now = new Date()) {
  const rows = await db
    .select({
      rating: dealRatings.rating,
      comment: dealRatings.comment,
      createdAt: dealRatings.createdAt,
      raterId: dealRatings.raterId,
    })
    .from(dealRatings)
    .where(
      and(
        eq(dealRatings.rateeId, sellerId),
        eq(dealRatings.direction, 'buyer_rates_seller'),
        ne(dealRatings.comment, ''),
        revealedBy(now),
      ),
    )
    .orderBy(desc(dealRatings.createdAt), desc(dealRatings.id))
    .limit(limit);
  const names = await findUsersPublicNames(
    db,
    rows.flatMap((row) => (row.raterId === null ? [] : [row.raterId])),
  );
  return rows.map((row) => ({
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    by: displayName(row.raterId === null ? null : names.get(row.raterId)),
  }));
}

/** Ratings shown by time per run of the job; the rest wait for the next batch. */
export const REVEAL_BATCH = 200;

/**
 * Marks the ratings whose blind days ran out without the other side rating as shown, and tells each seller rated
 * by one their new average from buyers. One batch in one transaction; answers how many it marked.
 */
export async function revealRatingsByTime(db: Database, events: EventBus, now = new Date()): Promise<number> {
  const blindSince = new Date(now.getTime() - BLIND_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: dealRatings.id, sellerId: dealRatings.sellerId, direction: dealRatings.direction })
      .from(dealRatings)
      .where(and(isNull(dealRatings.revealedAt), lte(dealRatings.handedOverAt, blindSince)))
      .orderBy(dealRatings.id)
      .limit(REVEAL_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(dealRatings)
      .set({ revealedAt: now })
      .where(
        isOneOf(
          dealRatings.id,
          due.map((row) => row.id),
        ),
      );
    const sellers = new Set(
      due.filter((row) => row.direction === 'buyer_rates_seller').map((row) => row.sellerId),
    );
    for (const sellerId of sellers) await announceSellerRated(tx, events, sellerId, now);
    return due.length;
  });
}
