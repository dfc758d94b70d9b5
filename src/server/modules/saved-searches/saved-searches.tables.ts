import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SavedSearchQuery } from '../../../domain/contracts/saved-searches.ts';
import { users } from '../auth/auth.tables.ts';
import { products } from '../products/products.tables.ts';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/** Searches students keep to run again (docs/decisions/019-favourites-and-saved-searches.md). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    /** The query in one canonical form, so saving the same search twice keeps one. */
    queryKey: text('query_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * The query as a new listing is matched against it, in columns an index can narrow by: the words compiled
     * as search compiles them (null: no words), the words one of which a match must hold, and the filters
     * (places in lower case). Filled when the search is saved; `compiled` false (a search kept before alerts,
     * or after the synonyms changed) makes the matching job fill them first.
     */
    compiled: boolean('compiled').notNull().default(false),
    matchQuery: tsquery('match_query'),
    keyTerms: text('key_terms').array(),
    category: text('category'),
    condition: text('condition'),
    minPrice: numeric('min_price', { precision: 10, scale: 2 }),
    maxPrice: numeric('max_price', { precision: 10, scale: 2 }),
    city: text('city'),
    institution: text('institution'),
  },
  (table) => [
    uniqueIndex('saved_searches_user_query_idx').on(table.userId, table.queryKey),
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('saved_searches_key_terms_idx').using('gin', table.keyTerms).where(sql`${table.compiled}`),
    // Searches without words are matched by their filters alone: few, and found without the GIN index.
    index('saved_searches_without_words_idx')
      .on(table.category)
      .where(sql`${table.compiled} AND ${table.keyTerms} IS NULL`),
    index('saved_searches_to_compile_idx').on(table.id).where(sql`NOT ${table.compiled}`),
  ],
);

/** Which listing each saved search was told of: one notice per listing and search, however often it is matched. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.productId] })],
);

/**
 * Listings that went live and are still to be matched against saved searches: written in the listing's own
 * transaction, deleted in the one that matches it, so a crash in between loses nothing.
 */
export const savedSearchPendingListings = pgTable('saved_search_pending_listings', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
