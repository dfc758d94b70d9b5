import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { products } from './products.tables.ts';

/**
 * Listings taken off by moderation (docs/decisions/083-reports-and-suspensions.md): hidden by three students'
 * reports until an admin decides, hidden by the team with a reason the seller is told, or hidden while their seller
 * is suspended. The moderation module decides; this module keeps the marks and leaves such listings out of
 * browse, search, carts and checkouts.
 */

/** Shown means moderation has not taken it off: not hidden, and its seller not suspended now. */
export const isShown = sql`(${products.hiddenAt} IS NULL AND (${products.sellerSuspendedUntil} IS NULL OR ${products.sellerSuspendedUntil} <= now()))`;

/** What the desk shows of a reported listing; undefined when it is gone (deleted). */
export async function findListingForModeration(
  db: Database | Transaction,
  id: number,
): Promise<
  | {
      id: number;
      title: string;
      sellerId: number;
      hiddenBy: 'reports' | 'team' | null;
      secondLookRequested: boolean;
    }
  | undefined
> {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      sellerId: products.sellerId,
      hiddenBy: products.hiddenBy,
      secondLookRequested: sql<boolean>`${products.secondLookAt} IS NOT NULL`,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row;
}

/** Hides a listing because three students reported it, unless it is hidden already. */
export async function hideListingAfterReports(
  tx: Transaction,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const hidden = await tx
    .update(products)
    .set({ hiddenAt: now, hiddenBy: 'reports', hiddenReason: null, secondLookAt: null })
    .where(and(eq(products.id, id), isNull(products.hiddenAt)))
    .returning({ id: products.id });
  return hidden.length > 0;
}

/** Hides a listing by the team's decision, with the reason the seller is told. */
export async function hideListingByTeam(
  tx: Transaction,
  { id, reason, now = new Date() }: { id: number; reason: string; now?: Date },
): Promise<{ title: string; sellerId: number }> {
  const [row] = await tx
    .update(products)
    .set({ hiddenAt: now, hiddenBy: 'team', hiddenReason: reason, secondLookAt: null })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ title: products.title, sellerId: products.sellerId });
  if (!row) throw notFound('product.not_found');
  return row;
}

/** Shows a hidden listing again (an admin dismissed its reports, or restored it after another look). */
export async function showListing(tx: Transaction, id: number): Promise<void> {
  await tx
    .update(products)
    .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null, secondLookAt: null })
    .where(eq(products.id, id));
}

/**
 * The seller of a listing the team hid asks for another look (after editing it, usually): the desk lists it again.
 * 403 for anyone else's listing, 400 for one the team did not hide.
 */
export async function requestSecondLook(
  db: Database,
  { sellerId, id, now = new Date() }: { sellerId: number; id: number; now?: Date },
): Promise<void> {
  const listing = await findListingForModeration(db, id);
  if (!listing) throw notFound('product.not_found');
  if (listing.sellerId !== sellerId) throw forbidden('listing.change_own_only');
  if (listing.hiddenBy !== 'team') throw badRequest('listing.second_look_not_hidden');
  await db.update(products).set({ secondLookAt: now }).where(eq(products.id, id));
}

/** Keeps a listing hidden after another look: the seller's request is answered. */
export async function forgetSecondLook(tx: Transaction, id: number): Promise<void> {
  await tx.update(products).set({ secondLookAt: null }).where(eq(products.id, id));
}

/** Listings of the team's hiding whose sellers ask for another look, oldest request first. */
export function listSecondLookRequests(
  db: Database,
): Promise<{ id: number; title: string; sellerId: number; reason: string | null; requestedAt: Date }[]> {
  return db
    .select({
      id: products.id,
      title: products.title,
      sellerId: products.sellerId,
      reason: products.hiddenReason,
      requestedAt: sql<Date>`${products.secondLookAt}`.mapWith(products.secondLookAt),
    })
    .from(products)
    .where(
      and(
        sql`${products.secondLookAt} IS NOT NULL`,
        eq(products.hiddenBy, 'team'),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(products.secondLookAt);
}

/** Hides (until `until`) or shows again (null) every listing of a seller whose suspension starts or is lifted. */
export async function setSellerSuspension(
  tx: Transaction,
  sellerId: number,
  until: Date | null,
): Promise<void> {
  await tx.update(products).set({ sellerSuspendedUntil: until }).where(eq(products.sellerId, sellerId));
}
