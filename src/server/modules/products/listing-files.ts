import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../domain/contracts/auth.ts';
import type { FileKind } from '../../../domain/contracts/listings.ts';
import type { Transaction } from '../../db/client.ts';

/** A file stored for a listing: "{uuid}.webp" for an image, "{uuid}.pdf" etc. for a document. */
export interface ListingFile {
  name: string;
  kind: FileKind;
}

/**
 * What listings need of the uploads module: reading a listing form with its files, and attaching the upload
 * records to a listing inside the listing's own transaction. The uploads module depends on products (each
 * upload names the listing it belongs to), so products never imports it: app.ts passes the uploads module's
 * `listingFiles(target)` in.
 */
export interface ListingFiles {
  /** Lets a route plugin read multipart/form-data. */
  registerMultipart(app: FastifyInstance): Promise<void>;
  /** A multipart form's text fields and its files, stored for the uploader (all or nothing). */
  readForm(
    request: FastifyRequest,
    options: { maxFiles: number; uploaderId: number },
  ): Promise<{ fields: Record<string, unknown>; uploads: ListingFile[] }>;
  /** Removes files a refused listing came with, and their records. */
  removeStored(uploads: readonly ListingFile[]): Promise<void>;
  /**
   * Attaches uploads to a listing, or refuses with 400: each must be the actor's own (an admin: anyone's) and
   * used by no other listing.
   */
  attach(
    tx: Transaction,
    actor: Pick<User, 'id' | 'isAdmin'>,
    productId: number,
    names: { images?: readonly string[]; files?: readonly string[] },
  ): Promise<void>;
  /** Lets go of uploads a listing no longer uses. */
  detach(tx: Transaction, productId: number, names: readonly string[]): Promise<void>;
}
