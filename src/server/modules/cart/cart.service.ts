import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CartItem } from '../../../domain/contracts/cart.ts';
import { isFreePrice } from '../../../domain/fees.ts';
import { type Paise, toRupeeString } from '../../../domain/money.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { findHeldOffers, type HeldOffer } from '../offers/index.ts';
import { sellersOverFeeLimit } from '../payouts/index.ts';
import { findCartProducts, findListing } from '../products/index.ts';
import { cartItems } from './cart.tables.ts';

type CartRow = typeof cartItems.$inferSelect;

const notEnough = (stock: number) =>
  stock > 0 ? badRequest('cart.only_left', { stock }) : badRequest('cart.sold_out');

/** The user's cart, oldest line first, each with its listing as it is now and whether it may be paid in cash. */
export async function getCart(
  db: Database,
  userId: number,
  cashFeeDebtLimitPaise: Paise,
): Promise<CartItem[]> {
  const rows = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  return linesOf(db, rows, cashFeeDebtLimitPaise);
}

/** The user's cart as product ids and quantities, oldest line first (what a payment is created for). */
export async function getCartLines(
  db: Database,
  userId: number,
): Promise<{ productId: number; quantity: number }[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
}

/** Adds a listing to the cart; adding one already there raises its quantity, never beyond stock. */
export async function addToCart(
  db: Database,
  {
    userId,
    productId,
    quantity,
    cashFeeDebtLimitPaise,
  }: { userId: number; productId: number; quantity: number; cashFeeDebtLimitPaise: Paise },
): Promise<CartItem> {
  const listing = await findListing(db, productId);
  if (!listing) throw notFound('product.not_found');
  if (listing.sellerId === userId) throw badRequest('cart.own_listing');

  const [existing] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > listing.quantity) throw notEnough(listing.quantity);

  // Two tabs adding the same book at once meet on the unique (user, product) index; stock still caps it.
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${listing.quantity})` },
    })
    .returning();
  return findLine(db, userId, row?.id ?? 0, cashFeeDebtLimitPaise);
}

/** Sets a line's quantity within 1 … stock; only the cart's owner may. */
export async function updateCartItem(
  db: Database,
  {
    userId,
    itemId,
    quantity,
    cashFeeDebtLimitPaise,
  }: { userId: number; itemId: number; quantity: number; cashFeeDebtLimitPaise: Paise },
): Promise<CartItem> {
  const line = await findLine(db, userId, itemId, cashFeeDebtLimitPaise);
  if (quantity > line.product.quantity) throw notEnough(line.product.quantity);
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
  return { ...line, quantity };
}

/** Removes one line from the owner's cart. */
export async function removeCartItem(db: Database, { userId, itemId }: { userId: number; itemId: number }) {
  await findOwnRow(db, userId, itemId);
  await db.delete(cartItems).where(eq(cartItems.id, itemId));
}

/** Empties a user's cart. */
export async function clearCart(db: Database, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Takes ordered listings out of the buyer's cart, in the order's transaction. */
export async function removeFromCart(tx: Transaction, userId: number, productIds: number[]): Promise<void> {
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

async function findOwnRow(db: Database, userId: number, itemId: number): Promise<CartRow> {
  const [row] = await db.select().from(cartItems).where(eq(cartItems.id, itemId));
  if (!row) throw notFound('cart.item_not_found');
  if (row.userId !== userId) throw forbidden('cart.not_yours');
  return row;
}

async function findLine(db: Database, userId: number, itemId: number, cashFeeDebtLimitPaise: Paise) {
  const [line] = await linesOf(db, [await findOwnRow(db, userId, itemId)], cashFeeDebtLimitPaise);
  if (!line) throw notFound('product.not_found');
  return line;
}

/**
 * Cart rows with their listings as they are now. A line's seller owing more than the limit in the fees of cash
 * sales takes online payment only, which the checkout says before the order is placed (docs/decisions/048).
 */
async function linesOf(db: Database, rows: CartRow[], cashFeeDebtLimitPaise: Paise): Promise<CartItem[]> {
  const listings = await findCartProducts(
    db,
    rows.map((row) => row.productId),
  );
  const sellerIds = [...new Set([...listings.values()].map((listing) => listing.sellerId))];
  const onlineOnly = new Set(await sellersOverFeeLimit(db, sellerIds, cashFeeDebtLimitPaise));
  const [userId] = rows.map((row) => row.userId);
  const held =
    userId === undefined
      ? new Map<number, HeldOffer>()
      : await findHeldOffers(db, { buyerId: userId, productIds: rows.map((row) => row.productId) });
  return rows.flatMap((row) => {
    const listing = listings.get(row.productId);
    if (!listing) return [];
    const { sellerId, documentCount: _documents, ...product } = listing;
    const offer = held.get(row.productId);
    return [
      {
        id: row.id,
        userId: row.userId,
        productId: row.productId,
        quantity: row.quantity,
        product,
        // A free item has no fee to owe and nothing to pay online: always collected in person (decision 093).
        cashOnDelivery: !onlineOnly.has(sellerId) || isFreePrice(product.price),
        ...(offer && listing.available
          ? {
              offer: {
                offerId: offer.offerId,
                price: toRupeeString(offer.pricePaise),
                holdUntil: offer.holdUntil.toISOString(),
              },
            }
          : {}),
      },
    ];
  });
}
