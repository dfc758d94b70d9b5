import { and, count, desc, eq } from 'drizzle-orm';
import {
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchQuery,
} from '../../../domain/contracts/saved-searches.ts';
import type { Database } from '../../db/client.ts';
import { lockUser } from '../../db/user-lock.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { countMatching } from '../products/index.ts';
import { matchColumns } from './saved-search-alerts.ts';
import { savedSearches } from './saved-searches.tables.ts';

/**
 * Saved searches: a student's browse filters kept to run again
 * (docs/decisions/019-favourites-and-saved-searches.md).
 */

/** The filters that were given, in a fixed order, search text in lower case: one key per distinct search. */
function canonical(query: SavedSearchQuery): { query: SavedSearchQuery; key: string } {
  const kept: SavedSearchQuery = {};
  for (const name of [
    'q',
    'category',
    'condition',
    'minPrice',
    'maxPrice',
    'free',
    'city',
    'institution',
  ] as const) {
    const value = query[name];
    if (value !== undefined && value !== '' && value !== false) Object.assign(kept, { [name]: value });
  }
  const key = JSON.stringify(kept, (name, value) =>
    typeof value === 'string' && name !== 'category' && name !== 'condition' ? value.toLowerCase() : value,
  );
  return { query: kept, key };
}

type Row = typeof savedSearches.$inferSelect;

async function withTotal(db: Database, row: Row): Promise<SavedSearch> {
  return {
    id: row.id,
    query: row.query,
    total: await countMatching(db, row.query),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The student's saved searches, newest first, each with how many listings it finds now. */
export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const result: SavedSearch[] = [];
  for (const row of rows) result.push(await withTotal(db, row));
  return result;
}

/**
 * Keeps a search; the same search again answers the one already kept (`created` false). A search needs at least
 * one filter or some text; a student keeps at most MAX_SAVED_SEARCHES, counted under the student's lock so
 * searches saved at once cannot slip past the cap together.
 */
export async function saveSearch(
  db: Database,
  userId: number,
  query: SavedSearchQuery,
): Promise<{ search: SavedSearch; created: boolean }> {
  const { query: kept, key } = canonical(query);
  if (Object.keys(kept).length === 0) throw badRequest('saved_search.empty');
  // Text with no word the search can use finds nothing; kept, it would be told of every new listing.
  const columns = await matchColumns(db, kept);
  if (kept.q && columns.matchQuery === null) throw badRequest('saved_search.no_words');
  const { row, created } = await db.transaction(async (tx) => {
    await lockUser(tx, 'savedSearches', userId);
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.queryKey, key)));
    if (existing) return { row: existing, created: false };
    const [counted] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((counted?.total ?? 0) >= MAX_SAVED_SEARCHES) {
      throw badRequest('saved_search.limit', { max: MAX_SAVED_SEARCHES });
    }
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId, query: kept, queryKey: key, ...columns })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    return { row: inserted, created: true };
  });
  return { search: await withTotal(db, row), created };
}

/** Forgets one of the student's saved searches; 404 when it is not theirs or not there. */
export async function deleteSavedSearch(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound('saved_search.not_found');
}
