import { and, count, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BookDetails } from '../../../domain/contracts/books.ts';
import {
  type CreateWantedSchema,
  MAX_OPEN_WANTED,
  type MyWantedPost,
  WANTED_DAYS,
  WANTED_KEPT_DAYS_AFTER_END,
  type WantedCount,
  type WantedPost,
  type WantedQuerySchema,
} from '../../../domain/contracts/wanted.ts';
import { normaliseSearchText, restrictToTitle, searchTokens } from '../../../domain/search-terms.ts';
import type { Database } from '../../db/client.ts';
import { lockUser } from '../../db/user-lock.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { compileSearchForMatching } from '../products/index.ts';
import { wantedPosts } from './wanted.tables.ts';

/** Wanted posts: books students are looking for, public without who they are (docs/decisions/094-wanted-posts.md). */

/** Finds a book's details by ISBN (the books module's lookup: earlier listings, then Open Library). */
export interface TitleLookup {
  find(isbn: string): Promise<BookDetails>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const w = wantedPosts;
/** Open: not closed by its student, not past its 60 days. */
export const isOpen = and(isNull(w.closedAt), gt(w.expiresAt, sql`now()`)) as SQL;

type Row = typeof wantedPosts.$inferSelect;

function toPost(row: Row): WantedPost {
  return {
    id: row.id,
    title: row.title,
    isbn: row.isbn,
    maxPrice: row.maxPrice,
    city: row.city,
    institution: row.institution,
    createdAt: row.createdAt.toISOString(),
  };
}

function toMyPost(row: Row, now = new Date()): MyWantedPost {
  const status = row.closedAt ? 'closed' : row.expiresAt <= now ? 'expired' : 'open';
  return { ...toPost(row), status, expiresAt: row.expiresAt.toISOString() };
}

/**
 * The title a post with only an ISBN goes by: the lookup's (an earlier listing's, else Open Library's, within its
 * three seconds). A book nobody knows needs its title typed.
 */
async function titleOf(lookup: TitleLookup, isbn: string): Promise<string> {
  try {
    return (await lookup.find(isbn)).title;
  } catch (error) {
    if (error instanceof AppError) throw badRequest('wanted.title_needed');
    throw error;
  }
}

/** Posts a wanted book for the student; at most MAX_OPEN_WANTED open, counted under the student's lock. */
export async function createWanted(
  db: Database,
  lookup: TitleLookup,
  userId: number,
  input: z.output<typeof CreateWantedSchema>,
): Promise<MyWantedPost> {
  const title = input.title ?? (input.isbn ? await titleOf(lookup, input.isbn) : '');
  const words = await compileSearchForMatching(db, title);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, 'wanted', userId);
    const [open] = await tx
      .select({ total: count() })
      .from(w)
      .where(and(eq(w.userId, userId), isOpen));
    if ((open?.total ?? 0) >= MAX_OPEN_WANTED) throw badRequest('wanted.limit', { max: MAX_OPEN_WANTED });
    const [inserted] = await tx
      .insert(w)
      .values({
        userId,
        title,
        isbn: input.isbn ?? null,
        maxPrice: input.maxPrice === undefined ? null : input.maxPrice.toFixed(2),
        city: input.city ?? null,
        institution: input.institution ?? null,
        matchQuery: words ? restrictToTitle(words.tsquery) : null,
        keyTerms: words?.keyTerms ?? null,
        expiresAt: new Date(Date.now() + WANTED_DAYS * DAY_MS),
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  });
  return toMyPost(row);
}

/** Every word given, split as search splits words, must be somewhere in the title (any case). */
function titleHasWords(q: string): SQL[] {
  return searchTokens(q).map(
    (token) => sql`${w.title} ilike ${`%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
  );
}

/** One page of open posts, newest first, narrowed by city, institution, ISBN or title words. */
export async function listWanted(
  db: Database,
  query: z.output<typeof WantedQuerySchema>,
): Promise<{ items: WantedPost[]; total: number }> {
  const conditions: SQL[] = [isOpen];
  if (query.city) conditions.push(sql`lower(${w.city}) = ${query.city.toLowerCase()}`);
  if (query.institution) conditions.push(sql`lower(${w.institution}) = ${query.institution.toLowerCase()}`);
  if (query.isbn) conditions.push(eq(w.isbn, query.isbn));
  if (query.q) conditions.push(...titleHasWords(query.q));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(w)
      .where(where)
      .orderBy(desc(w.createdAt), desc(w.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(w).where(where),
  ]);
  return { items: rows.map(toPost), total: counted?.total ?? 0 };
}

/** How many of a student's own posts the page lists: every open one and the latest closed. */
const MY_POSTS_SHOWN = 50;

/** The student's own posts, newest first, open or not. */
export async function listMyWanted(db: Database, userId: number): Promise<MyWantedPost[]> {
  const rows = await db
    .select()
    .from(w)
    .where(eq(w.userId, userId))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(MY_POSTS_SHOWN);
  const now = new Date();
  return rows.map((row) => toMyPost(row, now));
}

/** Closes one of the student's posts (again: no change); 404 when it is not theirs. */
export async function closeWanted(db: Database, userId: number, id: number): Promise<MyWantedPost> {
  const [row] = await db
    .update(w)
    .set({ closedAt: sql`coalesce(${w.closedAt}, now())` })
    .where(and(eq(w.id, id), eq(w.userId, userId)))
    .returning();
  if (!row) throw notFound('wanted.not_found');
  return toMyPost(row);
}

/**
 * Deletes posts that ended (closed, or past their 60 days) more than `WANTED_KEPT_DAYS_AFTER_END` days ago, with
 * their matches: a post is the student's words about what they want, kept no longer than it is of use to them.
 * Answers how many went.
 */
export async function purgeEndedWanted(db: Database, now = new Date()): Promise<number> {
  const endedAt = sql`least(coalesce(${w.closedAt}, ${w.expiresAt}), ${w.expiresAt})`;
  const removed = await db
    .delete(w)
    .where(lt(endedAt, new Date(now.getTime() - WANTED_KEPT_DAYS_AFTER_END * DAY_MS)))
    .returning({ id: w.id });
  return removed.length;
}

/** Open posts a book with this ISBN or title answers (the same rule as matching a new listing). */
function answeredBy(book: { isbn?: string | undefined; title?: string | undefined }): SQL | undefined {
  const byIsbn = book.isbn ? sql`${w.isbn} = ${book.isbn}` : undefined;
  if (!book.title) return byIsbn;
  const vector = sql`(setweight(to_tsvector('english', ${book.title}), 'A') || setweight(to_tsvector('english', ${normaliseSearchText(book.title)}), 'A'))`;
  // Two ISBNs that differ are two editions: words decide only when one side has none.
  const eitherWithoutIsbn = book.isbn ? sql`${w.isbn} is null` : sql`true`;
  const byWords = sql`${eitherWithoutIsbn} and ${w.matchQuery} is not null and ${vector} @@ ${w.matchQuery}`;
  return byIsbn ? sql`(${byIsbn} or (${byWords}))` : byWords;
}

/**
 * How many students' open posts the book the wizard holds answers: in the seller's city when some there want it,
 * else everywhere (`city` null).
 */
export async function countWanted(
  db: Database,
  book: { isbn?: string | undefined; title?: string | undefined; city?: string | undefined },
): Promise<WantedCount> {
  const answered = answeredBy(book);
  if (!answered) return { count: 0, city: null };
  const students = async (...conditions: SQL[]) => {
    const [row] = await db
      .select({ total: sql<number>`count(distinct ${w.userId})::int` })
      .from(w)
      .where(and(isOpen, answered, ...conditions));
    return row?.total ?? 0;
  };
  if (book.city) {
    const inCity = await students(sql`lower(${w.city}) = ${book.city.toLowerCase()}`);
    if (inCity > 0) return { count: inCity, city: book.city };
  }
  return { count: await students(), city: null };
}
