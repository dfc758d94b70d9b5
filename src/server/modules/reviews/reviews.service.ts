import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { RatingSummary } from '../../../domain/contracts/products.ts';
import type { Review, ReviewableOrder } from '../../../domain/contracts/reviews.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { isOneOf } from '../../db/sql-helpers.ts';
import { AppError, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { findUsersPublicNames } from '../auth/index.ts';
import { findReceivingOrder } from '../orders/index.ts';
import { findListing, listingIdsOfSeller, setProductRating } from '../products/index.ts';
import { reviews } from './reviews.tables.ts';

type ReviewRow = typeof reviews.$inferSelect;

async function withReviewers(db: Database, rows: ReviewRow[]): Promise<Review[]> {
  const names = await findUsersPublicNames(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map(({ removedAt, ...row }) => ({
    ...row,
    // A review the team removed is kept for the audit, its words shown to no one (docs/decisions/083).
    comment: removedAt ? '' : row.comment,
    removed: removedAt !== null,
    createdAt: row.createdAt.toISOString(),
    // No one's once the reviewer deleted their account (docs/decisions/081).
    user: (row.userId !== null && names.get(row.userId)) || { username: null, fullName: null },
  }));
}

/** A product's reviews, newest first. */
export async function listProductReviews(db: Database, productId: number): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return withReviewers(db, rows);
}

const ratingOfProduct = preparedPerDatabase((db) =>
  db
    .select({
      average: sql<string | null>`avg(${reviews.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, sql.placeholder('productId')), isNull(reviews.removedAt)))
    .prepare('rating_of_product'),
);

/** Average (to one decimal) and count of a product's reviews. */
export async function ratingSummary(db: Database, productId: number): Promise<RatingSummary> {
  const [row] = await ratingOfProduct(db).execute({ productId });
  const average = row?.average ? Number(row.average) : 0;
  return { averageRating: Math.round(average * 10) / 10, totalReviews: row?.count ?? 0 };
}

/**
 * The stars of every review of a seller's listings that the team has not removed: their sum and count (a seller's
 * average from buyers).
 */
export async function reviewTotalsOfSeller(
  db: Database | Transaction,
  sellerId: number,
): Promise<{ sum: number; count: number }> {
  const productIds = await listingIdsOfSeller(db, sellerId);
  if (productIds.length === 0) return { sum: 0, count: 0 };
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(isOneOf(reviews.productId, productIds), isNull(reviews.removedAt)));
  return { sum: row?.sum ?? 0, count: row?.count ?? 0 };
}

/** The reviewer's latest order of a listing handed over to them: what a review of it is of ("Verified purchase"). */
export async function reviewableOrder(
  db: Database,
  { userId, productId }: { userId: number; productId: number },
): Promise<ReviewableOrder> {
  return { orderId: (await findReceivingOrder(db, { userId, productId })) ?? null };
}

/**
 * Records a signed-in user's review and refreshes the product's stored rating, in one transaction.
 * One review per user and product; never on one's own listing; only by a buyer who received it — an order of
 * theirs with the listing, handed over ("Verified purchase", docs/decisions/082): the order named must be one.
 */
export async function createReview(
  db: Database,
  events: EventBus,
  input: { userId: number; productId: number; orderId: number; rating: number; comment: string },
): Promise<Review> {
  const listing = await findListing(db, input.productId);
  if (!listing) throw notFound('product.not_found');
  if (listing.sellerId === input.userId) throw new AppError(403, 'review.own_listing');
  const orderId = await findReceivingOrder(db, {
    userId: input.userId,
    productId: input.productId,
    orderId: input.orderId,
  });
  if (orderId === undefined) throw forbidden('review.not_received');

  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(reviews)
        .values({
          userId: input.userId,
          productId: input.productId,
          orderId,
          rating: input.rating,
          comment: input.comment,
        })
        .returning();
      await refreshProductRating(tx, input.productId);
      await events.emit(
        'review.created',
        { reviewerId: input.userId, productId: input.productId, sellerId: listing.sellerId },
        tx,
      );
      return inserted;
    });
    if (!row) throw new Error('insert returned no row');
    const [review] = await withReviewers(db, [row]);
    return review as Review;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('review.already_reviewed');
    throw error;
  }
}

/** Stores a product's average rating from its reviews the team has not removed. */
async function refreshProductRating(tx: Transaction, productId: number): Promise<void> {
  const [average] = await tx
    .select({ value: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.removedAt)));
  await setProductRating(tx, productId, Number(average?.value ?? 0));
}

/** A review as moderation sees it (docs/decisions/083-reports-and-suspensions.md); undefined when there is none. */
export async function findReviewForModeration(
  db: Database | Transaction,
  id: number,
): Promise<
  { id: number; productId: number; authorId: number | null; comment: string; removed: boolean } | undefined
> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    productId: row.productId,
    authorId: row.userId,
    comment: row.comment,
    removed: row.removedAt !== null,
  };
}

/**
 * Removes a review after a report: kept for the audit, shown as "Removed by the PassItOn team", and its rating
 * no longer counts in the listing's or in its seller's average from buyers.
 */
export async function removeReview(
  tx: Transaction,
  events: EventBus,
  id: number,
  now = new Date(),
): Promise<void> {
  const [row] = await tx
    .update(reviews)
    .set({ removedAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
    .returning({ productId: reviews.productId });
  if (!row) return;
  await refreshProductRating(tx, row.productId);
  const listing = await findListing(tx, row.productId);
  if (listing)
    await events.emit('review.removed', { productId: row.productId, sellerId: listing.sellerId }, tx);
}
