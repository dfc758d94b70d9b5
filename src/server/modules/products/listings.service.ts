import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { isBookCategory } from '../../../domain/catalogue.ts';
import type { User } from '../../../domain/contracts/auth.ts';
import {
  isWizardListing,
  MAX_LISTING_DOCUMENTS,
  MAX_LISTING_IMAGES,
  ProductFormSchema,
  type SellerListing,
  type UpdateListing,
  WizardListingSchema,
} from '../../../domain/contracts/listings.ts';
import { toPaise } from '../../../domain/money.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, forbidden, notFound, validationError } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { type BookRow, bookColumns, bookValuesFor, clearedBookValues, withBook } from './book-details.ts';
import { catalogueChanged } from './catalogue-caches.ts';
import type { ListingFile, ListingFiles } from './listing-files.ts';
import { products } from './products.tables.ts';

/** Who is acting: the signed-in user, with the server-side admin role. */
type Actor = Pick<User, 'id' | 'isAdmin'>;

/** Everything the seller (or an admin) may see of a listing, private fields included. */
export const sellerColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  price: products.price,
  originalPrice: products.originalPrice,
  condition: products.condition,
  category: products.category,
  sellerId: products.sellerId,
  images: products.images,
  files: products.files,
  quantity: products.quantity,
  rating: products.rating,
  unitsSold: products.unitsSold,
  sellerWhatsapp: products.sellerWhatsapp,
  sellerContactName: products.sellerContactName,
  sellerContactEmail: products.sellerContactEmail,
  pickupAddressType: products.pickupAddressType,
  pickupInstitution: products.pickupInstitution,
  pickupAddress: products.pickupAddress,
  pickupCity: products.pickupCity,
  pickupState: products.pickupState,
  pickupPincode: products.pickupPincode,
  ...bookColumns,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  hiddenAt: products.hiddenAt,
  hiddenBy: products.hiddenBy,
  hiddenReason: products.hiddenReason,
  secondLookAt: products.secondLookAt,
};

type SellerRow = Omit<SellerListing, 'createdAt' | 'updatedAt' | 'hidden' | 'book'> &
  BookRow & {
    createdAt: Date;
    updatedAt: Date;
    hiddenAt: Date | null;
    hiddenBy: 'reports' | 'team' | null;
    hiddenReason: string | null;
    secondLookAt: Date | null;
  };

/** A row selected with `sellerColumns`, as the API shows it. */
export function toSellerListing(row: SellerRow): SellerListing {
  const { hiddenAt, hiddenBy, hiddenReason, secondLookAt, ...listing } = row;
  return {
    ...withBook(listing),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hidden:
      hiddenAt && hiddenBy
        ? { by: hiddenBy, reason: hiddenReason, secondLookRequested: secondLookAt !== null }
        : null,
  };
}

/** Validates with a contract schema; the first problem becomes the 400's message (as for route schemas). */
function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

function checkAttachmentCounts(images: readonly string[], files: readonly string[]): void {
  if (images.length > MAX_LISTING_IMAGES) {
    throw badRequest('listing.too_many_images', { max: MAX_LISTING_IMAGES });
  }
  if (files.length > MAX_LISTING_DOCUMENTS) {
    throw badRequest('listing.too_many_documents', { max: MAX_LISTING_DOCUMENTS });
  }
}

const unique = (names: readonly string[]) => [...new Set(names)];

/**
 * Lists a product for the signed-in seller, from any of the spec's three create forms: the wizard's fields
 * (institute, pickup address, accepted disclaimer) or the product form's, with files stored by this request
 * (`uploads`) and/or names from earlier /api/upload calls, attached through `listingFiles`. A sellerId in the body
 * is ignored. A listing in stock is announced (`listing.published`) in its own transaction.
 */
export async function createListing(
  db: Database,
  events: EventBus,
  listingFiles: Pick<ListingFiles, 'attach'>,
  seller: User,
  body: Record<string, unknown>,
  uploads: readonly ListingFile[] = [],
): Promise<SellerListing> {
  const wizard = isWizardListing(body);
  const input = wizard
    ? parseOrBadRequest(WizardListingSchema, body)
    : parseOrBadRequest(ProductFormSchema, body);
  const images = unique([
    ...(input.images ?? []),
    ...uploads.filter((upload) => upload.kind === 'image').map((upload) => upload.name),
  ]);
  const files = unique([
    ...(input.files ?? []),
    ...uploads.filter((upload) => upload.kind === 'document').map((upload) => upload.name),
  ]);
  checkAttachmentCounts(images, files);

  const address =
    'institute' in input
      ? {
          pickupInstitution: input.institute,
          pickupAddress: input.pickupAddress,
          // "Same as institute" in the wizard means pickup on campus.
          pickupAddressType:
            input.pickupAddressType ?? (input.pickupAddress === input.institute ? 'university' : 'home'),
        }
      : {
          pickupInstitution: input.pickupInstitution ?? null,
          pickupAddress: input.pickupAddress ?? null,
          pickupAddressType: input.pickupAddressType ?? 'home',
        };

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(products)
      .values({
        title: input.title,
        description: input.description,
        price: input.price,
        originalPrice: input.originalPrice ?? null,
        condition: input.condition,
        category: input.category,
        quantity: input.quantity,
        images,
        files,
        sellerId: seller.id,
        // Buyers are put in touch with the seller after an order; the account's details stand in for any
        // the form did not ask for.
        sellerContactName: input.sellerContactName ?? seller.fullName ?? seller.username,
        sellerContactEmail: input.sellerContactEmail ?? seller.email,
        sellerWhatsapp: input.sellerWhatsapp ?? seller.phone,
        ...address,
        pickupCity: input.pickupCity ?? null,
        pickupState: input.pickupState ?? null,
        pickupPincode: input.pickupPincode ?? null,
        ...bookValuesFor(input.category, input),
      })
      .returning(sellerColumns);
    if (!inserted) throw new Error('insert returned no row');
    // Only the seller's own uploads (an admin's: anyone's) may be attached; a refusal undoes the insert.
    await listingFiles.attach(tx, seller, inserted.id, { images, files });
    if (inserted.quantity > 0) {
      await events.emit('listing.published', { productId: inserted.id, sellerId: seller.id }, tx);
    }
    return inserted;
  });
  catalogueChanged(db);
  return toSellerListing(row);
}

/**
 * A listing that is not deleted, for changing it; 404 when missing, 403 unless the actor may change it.
 * `lock` (in a transaction) holds the row until it ends, so two edits of its files cannot interleave.
 */
async function findOwnListing(
  db: Database | Transaction,
  actor: Actor,
  id: number,
  verb: 'change' | 'delete',
  { lock = false } = {},
) {
  const query = db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      title: products.title,
      images: products.images,
      files: products.files,
      price: products.price,
      quantity: products.quantity,
      category: products.category,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('product.not_found');
  if (row.sellerId !== actor.id && !actor.isAdmin)
    throw forbidden(verb === 'change' ? 'listing.change_own_only' : 'listing.delete_own_only');
  return row;
}

/** Columns that must keep a value: a null from the form means "not given" for these. */
const REQUIRED_COLUMNS = new Set(['pickupAddressType']);

/**
 * Changes a listing (owner or admin). Fields left out keep their values; an optional field sent blank is
 * cleared. New image and document names must be the seller's own uploads (an admin's: anyone's). A lower price
 * (`listing.price_lowered`) and a return to stock (`listing.published`) are announced in the same transaction.
 */
export async function updateListing(
  db: Database,
  events: EventBus,
  listingFiles: Pick<ListingFiles, 'attach' | 'detach'>,
  actor: Actor,
  id: number,
  changes: UpdateListing,
): Promise<SellerListing> {
  const row = await db.transaction(async (tx) => {
    const current = await findOwnListing(tx, actor, id, 'change', { lock: true });
    const images = changes.images ? unique(changes.images) : undefined;
    const files = changes.files ? unique(changes.files) : undefined;
    checkAttachmentCounts(images ?? current.images, files ?? current.files);
    // Names the listing already shows stay as they are (the demo covers have no upload record).
    await listingFiles.attach(tx, actor, id, {
      images: images?.filter((name) => !current.images.includes(name)),
      files: files?.filter((name) => !current.files.includes(name)),
    });
    // Images an edit removes are let go and swept a day later; removed documents stay with the listing
    // (docs/decisions/010-upload-records.md).
    if (images) {
      await listingFiles.detach(
        tx,
        id,
        current.images.filter((name) => !images.includes(name)),
      );
    }

    const set: Record<string, unknown> = {};
    for (const [key, value] of Object.entries({ ...changes, images, files })) {
      if (value === undefined || (value === null && REQUIRED_COLUMNS.has(key))) continue;
      set[key] = value;
    }
    if (!isBookCategory(changes.category ?? current.category)) Object.assign(set, clearedBookValues());
    const [updated] = await tx
      .update(products)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning(sellerColumns);
    if (!updated) throw notFound('product.not_found');
    if (current.quantity === 0 && updated.quantity > 0) {
      await events.emit('listing.published', { productId: id, sellerId: updated.sellerId }, tx);
    }
    if (toPaise(updated.price) < toPaise(current.price)) {
      await events.emit(
        'listing.price_lowered',
        {
          productId: id,
          sellerId: updated.sellerId,
          title: updated.title,
          from: current.price,
          to: updated.price,
        },
        tx,
      );
    }
    return updated;
  });
  catalogueChanged(db);
  return toSellerListing(row);
}

/**
 * Takes a listing off the marketplace (owner or admin). It is a soft delete: orders keep pointing at the
 * row and their item snapshots, and the files stay for the buyers who already have them.
 */
export async function deleteListing(db: Database, events: EventBus, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, so a checkout or an offer's answer on it finishes first or finds it gone.
    const listing = await findOwnListing(tx, actor, id, 'delete', { lock: true });
    const now = new Date();
    await tx.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, id));
    await events.emit(
      'listing.withdrawn',
      { productId: id, sellerId: listing.sellerId, title: listing.title },
      tx,
    );
  });
  catalogueChanged(db);
}

/** A seller's listings, sold-out ones included, newest first; for the seller themself or an admin. */
export async function listSellerListings(
  db: Database,
  actor: Actor,
  sellerId: number,
): Promise<SellerListing[]> {
  if (sellerId !== actor.id && !actor.isAdmin) throw forbidden('listing.view_own_only');
  const rows = await db
    .select(sellerColumns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(toSellerListing);
}

/**
 * A listing's seller, title and document names, for deciding who may read them (the orders module's document
 * routes); a deleted listing is included, as its documents stay available to its buyers.
 */
export async function findListingDocuments(
  db: Database,
  productId: number,
): Promise<{ sellerId: number; title: string; files: string[] } | undefined> {
  const [row] = await db
    .select({ sellerId: products.sellerId, title: products.title, files: products.files })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}
