import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CartProduct } from '../../../domain/contracts/cart.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { isShown } from './listing-moderation.ts';
import { products } from './products.tables.ts';

/**
 * Stock: what carts show, and what orders take and give back. Orders call these inside their own
 * transaction so that checking, taking and recording happen together.
 */

/**
 * The cart's view of listings by id, including deleted or sold-out ones (marked unavailable), with how many
 * private documents each has (orders show where notes can be downloaded) and whose they are.
 */
export async function findCartProducts(
  db: Database,
  ids: number[],
): Promise<Map<number, CartProduct & { documentCount: number; sellerId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      category: products.category,
      condition: products.condition,
      price: products.price,
      originalPrice: products.originalPrice,
      images: products.images,
      quantity: products.quantity,
      sellerId: products.sellerId,
      documentCount: sql<number>`cardinality(${products.files})`,
      deletedAt: products.deletedAt,
      shown: sql<boolean>`${isShown}`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(
    rows.map(({ deletedAt, shown, ...row }) => [
      row.id,
      { ...row, available: deletedAt === null && shown && row.quantity > 0 },
    ]),
  );
}

export interface ListingForSale {
  id: number;
  title: string;
  price: string;
  quantity: number;
  sellerId: number;
  sellerContactName: string | null;
  sellerContactEmail: string | null;
  sellerWhatsapp: string | null;
  pickupInstitution: string | null;
  pickupAddress: string | null;
  pickupCity: string | null;
  pickupState: string | null;
  pickupPincode: string | null;
}

/**
 * The listed (undeleted, not taken off by moderation) products among `ids`, by id. With `lock`, the rows stay locked until the transaction
 * ends — taken in id order, so two orders never wait on each other in a circle.
 */
export async function findListingsForSale(
  db: Database | Transaction,
  ids: number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, ListingForSale>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      quantity: products.quantity,
      sellerId: products.sellerId,
      sellerContactName: products.sellerContactName,
      sellerContactEmail: products.sellerContactEmail,
      sellerWhatsapp: products.sellerWhatsapp,
      pickupInstitution: products.pickupInstitution,
      pickupAddress: products.pickupAddress,
      pickupCity: products.pickupCity,
      pickupState: products.pickupState,
      pickupPincode: products.pickupPincode,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt), isShown))
    .orderBy(asc(products.id))
    .$dynamic();
  const rows = await (lock ? query.for('update') : query);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The rules every purchase passes, with the spec's messages: the listing exists, is not the buyer's own,
 * and has the units wanted. Returns each line with its listing.
 */
export function checkLinesForSale<Line extends { productId: number; quantity: number }>(
  listings: Map<number, ListingForSale>,
  buyerId: number,
  lines: readonly Line[],
): { line: Line; listing: ListingForSale }[] {
  return lines.map((line) => {
    const listing = listings.get(line.productId);
    if (!listing) throw new AppError(404, 'product.not_found_by_id', { productId: line.productId });
    if (listing.sellerId === buyerId) throw badRequest('cart.own_listing');
    if (listing.quantity < line.quantity) throw conflict('stock.not_enough');
    return { line, listing };
  });
}

/** Takes sold units out of stock and counts them as sold (call with the rows locked). */
export async function takeStock(tx: Transaction, productId: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} - ${quantity}`,
      unitsSold: sql`${products.unitsSold} + ${quantity}`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}

/**
 * Puts units of a cancelled order back in stock; a listing that had sold out and is still listed goes live
 * again (`listing.published`, for saved-search alerts).
 */
export async function returnStock(
  tx: Transaction,
  events: EventBus,
  productId: number,
  quantity: number,
): Promise<void> {
  const [row] = await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} + ${quantity}`,
      unitsSold: sql`greatest(${products.unitsSold} - ${quantity}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId))
    .returning({ quantity: products.quantity, sellerId: products.sellerId, deletedAt: products.deletedAt });
  if (row && row.quantity === quantity && row.deletedAt === null) {
    await events.emit('listing.published', { productId, sellerId: row.sellerId }, tx);
  }
}
