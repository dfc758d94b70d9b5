import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { FILE_KINDS } from '../../../domain/contracts/listings.ts';
import { users } from '../auth/auth.tables.ts';
import { products } from '../products/products.tables.ts';

/**
 * One row per stored upload (docs/decisions/010-upload-records.md): who may attach it to a listing, what it
 * costs the uploader's daily quota, and whether the sweep may delete it. Files without a row (the demo
 * covers) are never swept.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** The stored name, as listings name it ("{uuid}.webp", "{uuid}.pdf"). */
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    /** Bytes in the store, thumbnail included. */
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The listing that uses it; null until it is attached, or after an edit let go of it. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** When a listing let go of it: the sweep waits a day from then, not from the upload. */
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (table) => [
    check('uploads_kind_known', sql`${table.kind} IN ('image', 'document')`),
    check('uploads_size_not_negative', sql`${table.sizeBytes} >= 0`),
    // The daily quota sums one uploader's last 24 hours.
    index('uploads_uploader_created_idx').on(table.uploaderId, table.createdAt),
    // The sweep looks only at unattached rows, a small share of the table.
    index('uploads_unattached_created_idx').on(table.createdAt).where(sql`${table.productId} IS NULL`),
    index('uploads_product_idx').on(table.productId),
  ],
);
