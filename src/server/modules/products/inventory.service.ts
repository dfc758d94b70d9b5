import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CartProduct } from '../../../domain/contracts/cart.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { products } from './products.tables.ts';

/**
 * Stock: what carts show, and what orders take and give back. Orders call these inside their own
 * transaction so that checking, taking and recording happen together.
 */

/** The cart's view of listings by id, including deleted or sold-out ones (marked unavailable). */
export async function findCartProducts(db: Database, ids: number[]): Promise<Map<number, CartProduct>> {
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
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(
    rows.map(({ deletedAt, ...row }) => [
      row.id,
      { ...row, available: deletedAt === null && row.quantity > 0 },
    ]),
  );
}

export interface LockedListing {
  id: number;
  title: string;
  price: string;
  quantity: number;
  sellerId: number;
  sellerContactName: string | null;
  sellerContactEmail: string | null;
  sellerWhatsapp: string | null;
}

/**
 * Locks the listed (undeleted) products among `ids` until the transaction ends, in id order so two orders
 * never wait on each other in a circle. Missing or deleted ids are simply absent from the result.
 */
export async function lockListings(tx: Transaction, ids: number[]): Promise<Map<number, LockedListing>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      quantity: products.quantity,
      sellerId: products.sellerId,
      sellerContactName: products.sellerContactName,
      sellerContactEmail: products.sellerContactEmail,
      sellerWhatsapp: products.sellerWhatsapp,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
    .orderBy(asc(products.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
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

/** Puts units of a cancelled order back in stock. */
export async function returnStock(tx: Transaction, productId: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} + ${quantity}`,
      unitsSold: sql`greatest(${products.unitsSold} - ${quantity}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}
