import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { products } from '../products/products.tables.ts';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * Books students are looking for (docs/decisions/094-wanted-posts.md). Open while `closed_at` is null and
 * `expires_at` is ahead; public without the student's name or contact.
 */
export const wantedPosts = pgTable(
  'wanted_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** ISBN-13, as listings keep it. */
    isbn: text('isbn'),
    maxPrice: numeric('max_price', { precision: 10, scale: 2 }),
    city: text('city'),
    institution: text('institution'),
    /**
     * The title's words compiled as search compiles them and limited to listing titles (null: no usable
     * words), and the words one of which a matching title must hold: how a new listing finds the posts it answers.
     */
    matchQuery: tsquery('match_query'),
    keyTerms: text('key_terms').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('wanted_posts_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('wanted_posts_open_created_idx').on(table.createdAt.desc()).where(sql`${table.closedAt} IS NULL`),
    index('wanted_posts_open_isbn_idx')
      .on(table.isbn)
      .where(sql`${table.closedAt} IS NULL AND ${table.isbn} IS NOT NULL`),
    index('wanted_posts_open_key_terms_idx')
      .using('gin', table.keyTerms)
      .where(sql`${table.closedAt} IS NULL`),
  ],
);

/** Which listing each wanted post's student was told of: once per post and listing, however it was found. */
export const wantedMatches = pgTable(
  'wanted_matches',
  {
    wantedId: integer('wanted_id')
      .notNull()
      .references(() => wantedPosts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.wantedId, table.productId] })],
);
