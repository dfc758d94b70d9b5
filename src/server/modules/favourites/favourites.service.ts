import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_FAVOURITES } from '../../../domain/contracts/favourites.ts';
import type { Product } from '../../../domain/contracts/products.ts';
import type { Database } from '../../db/client.ts';
import { lockUser } from '../../db/user-lock.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findListing, findPublicProducts } from '../products/index.ts';
import { favourites } from './favourites.tables.ts';

/** Favourites: listings a student saved to come back to (docs/decisions/019-favourites-and-saved-searches.md). */

/** The student's saved listings, last saved first; deleted listings drop out, sold-out ones stay. */
export async function listFavourites(db: Database, userId: number): Promise<Product[]> {
  const saved = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId))
    .limit(MAX_FAVOURITES);
  const products = new Map(
    (
      await findPublicProducts(
        db,
        saved.map((row) => row.productId),
      )
    ).map((product) => [product.id, product]),
  );
  return saved.flatMap((row) => products.get(row.productId) ?? []);
}

/**
 * Saves a listing; saving it again changes nothing. 404 for a missing or deleted listing. A student keeps at most
 * MAX_FAVOURITES, counted under the student's lock so listings saved at once cannot slip past the cap together.
 */
export async function addFavourite(db: Database, userId: number, productId: number): Promise<void> {
  if (!(await findListing(db, productId))) throw notFound('product.not_found');
  await db.transaction(async (tx) => {
    await lockUser(tx, 'favourites', userId);
    const [row] = await tx.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId));
    if ((row?.total ?? 0) >= MAX_FAVOURITES) {
      throw badRequest('favourite.limit', { max: MAX_FAVOURITES });
    }
    await tx.insert(favourites).values({ userId, productId }).onConflictDoNothing();
  });
}

/** Forgets a saved listing; forgetting one not saved changes nothing. */
export async function removeFavourite(db: Database, userId: number, productId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}
