import type { Readable } from 'node:stream';
import type { User } from '../../../domain/contracts/auth.ts';
import { extensionOf } from '../../../domain/contracts/listings.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { findListingDocuments } from '../products/index.ts';
import { documentKey } from '../uploads/index.ts';
import { findDocumentAccess, takeDocumentsOfOrder } from './orders.service.ts';

/**
 * Listings' private documents and who may read them (docs/decisions/002-documents-unlock-when-paid.md): the
 * listing's seller, admins, and the buyers whose orders unlock them. Here rather than in products because
 * the rule is about orders; products only says which documents a listing has.
 */

/** Who is acting: the signed-in user, with the server-side admin role. */
type Actor = Pick<User, 'id' | 'isAdmin'>;

/**
 * A listing's documents, for the people allowed to read them: its seller, admins, and buyers who have really
 * paid for it (documentAccess in the domain). Everyone else gets the same 404 as for a listing that does not
 * exist, so the answer says nothing about what exists. A deleted listing's documents stay available to its
 * buyers. `orderToTake` is the buyer's paid order whose free cancellation a download ends.
 */
async function readableListingFiles(
  db: Database,
  actor: Actor | null,
  productId: number,
): Promise<{ title: string; files: string[]; orderToTake: number | null }> {
  const row = await findListingDocuments(db, productId);
  if (!row || actor === null) throw notFound('file.not_found');
  if (actor.isAdmin || actor.id === row.sellerId) return { ...row, orderToTake: null };
  const { access, orderId } = await findDocumentAccess(db, { userId: actor.id, productId });
  if (access === 'none') throw notFound('file.not_found');
  return { ...row, orderToTake: access === 'on-download' ? orderId : null };
}

/** The names of a listing's documents, for those who may download them (404 for anyone else). */
export async function listListingDocuments(
  db: Database,
  actor: Actor | null,
  productId: number,
): Promise<string[]> {
  return (await readableListingFiles(db, actor, productId)).files;
}

/** A download name from the listing's title: "Engineering Drawing notes" → "Engineering-Drawing-notes-1.pdf". */
function downloadName(title: string, index: number, name: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'document';
  return `${base}-${index + 1}.${extensionOf(name)}`;
}

/** One of a listing's documents as a stream, for those who may download it (404 for anyone else). */
export async function openListingDocument(
  db: Database,
  store: FileStore,
  actor: Actor | null,
  productId: number,
  name: string,
): Promise<{ stream: Readable; size: number; contentType: string; fileName: string }> {
  const { title, files, orderToTake } = await readableListingFiles(db, actor, productId);
  // Only names on the listing are ever looked up: nothing else of the store can be reached from here.
  const index = files.indexOf(name);
  if (index < 0) throw notFound('file.not_found');
  const opened = await store.open(documentKey(name));
  if (!opened) throw notFound('file.not_found');
  if (
    actor &&
    orderToTake !== null &&
    !(await takeDocumentsOfOrder(db, { orderId: orderToTake, buyerId: actor.id }))
  ) {
    // The order was cancelled between the check and the download.
    opened.stream.destroy();
    throw notFound('file.not_found');
  }
  const { stream, size, contentType } = opened;
  return { stream, size, contentType, fileName: downloadName(title, index, name) };
}
