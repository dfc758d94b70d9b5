import { eq, sql } from 'drizzle-orm';
import { DELETED_LISTING_TITLE } from '../../../domain/display-name.ts';
import { runAfterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import { clearedBookValues } from './book-details.ts';
import { catalogueChanged, sellerChanged } from './catalogue-caches.ts';
import { products } from './products.tables.ts';

/**
 * The products module's reactions to other modules' events. A student deleting their account
 * (docs/decisions/029-deleting-an-account.md, 081-what-a-deleted-account-leaves.md): every listing of theirs is
 * withdrawn (a soft delete, so orders keep pointing at it) and loses every word they typed: the title becomes a
 * neutral one, the description, contact and pickup details go. Price and files stay for the buyers who already
 * have them, and each order keeps the title it was placed with. Rows are locked first, so a checkout of one of
 * them waits and then finds it gone. The modules that told others about them are told. And what listings' pages
 * say of a seller is forgotten when it changes.
 */
export function registerProductHandlers(events: EventBus, db: Database): void {
  events.on('user.deleting', async ({ userId, afterCommit }, tx) => {
    const now = new Date();
    const changed = await tx
      .update(products)
      .set({
        deletedAt: sql`coalesce(${products.deletedAt}, ${now})`,
        updatedAt: now,
        title: DELETED_LISTING_TITLE,
        description: '',
        sellerWhatsapp: null,
        sellerContactName: null,
        sellerContactEmail: null,
        pickupInstitution: null,
        pickupAddress: null,
        pickupCity: null,
        pickupState: null,
        pickupPincode: null,
        ...clearedBookValues(),
      })
      .where(eq(products.sellerId, userId))
      .returning({ id: products.id });
    if (changed.length === 0) return;
    await events.emit('user.listings_withdrawn', { userId, productIds: changed.map(({ id }) => id) }, tx);
    afterCommit(() => catalogueChanged(db));
  });

  // What a listing's page says of its seller, kept per seller (docs/decisions/104-listing-pages-read-once.md), is
  // forgotten once these are committed: a profile saved (the name), an address verified (the badge), a rating that
  // now shows, a deal handed over (a deal more, and for cash a fee owed) or refunded (a deal less, the fee taken back).
  const forgetSellerOnCommit = (tx: object) => runAfterCommit(tx, () => sellerChanged(db));
  events.on('user.profile_saved', async (_saved, tx) => forgetSellerOnCommit(tx));
  events.on('user.email_verified', async (_verified, tx) => forgetSellerOnCommit(tx));
  events.on('seller.rated', async (_rated, tx) => forgetSellerOnCommit(tx));
  events.on('order.part_handed_over', async (_handedOver, tx) => forgetSellerOnCommit(tx));
  events.on('order.status_changed', async ({ to }, tx) => {
    if (to === 'refunded') forgetSellerOnCommit(tx);
  });
}
