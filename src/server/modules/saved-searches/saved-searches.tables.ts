import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedSearchQuery } from '../../../domain/contracts/saved-searches.ts';
import { users } from '../auth/auth.tables.ts';

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
  },
  (table) => [
    uniqueIndex('saved_searches_user_query_idx').on(table.userId, table.queryKey),
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);
