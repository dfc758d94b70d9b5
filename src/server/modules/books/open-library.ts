import { z } from 'zod';
import type { BookDetails } from '../../../domain/contracts/books.ts';

/**
 * Open Library's ISBN API (docs/decisions/090-book-lookup.md): `/isbn/{isbn}.json` answers the edition (or redirects
 * to it), whose authors are keys to `/authors/{key}.json`. Only what the wizard fills is read, and every field is
 * treated as optional: the records are typed in by volunteers.
 */

const EditionSchema = z.object({
  title: z.string().trim().min(1),
  subtitle: z.string().optional(),
  authors: z.array(z.object({ key: z.string() })).optional(),
  by_statement: z.string().optional(),
  edition_name: z.string().optional(),
  publishers: z.array(z.string()).optional(),
  publish_date: z.string().optional(),
});

const AuthorSchema = z.object({ name: z.string().trim().min(1) });

/** More names than this and the wizard's field would overflow; the first ones are the ones on the cover. */
const MAX_AUTHORS = 3;

export class OpenLibraryUnavailable extends Error {}

/**
 * The book with this ISBN-13 in Open Library, null when it has none; throws OpenLibraryUnavailable when it cannot
 * be asked (down, slow past `signal`, or an answer that is not an edition).
 */
export async function fetchOpenLibraryBook(
  baseUrl: string,
  isbn: string,
  signal: AbortSignal,
): Promise<BookDetails | null> {
  const edition = await getJson(`${baseUrl}/isbn/${isbn}.json`, signal);
  if (edition === null) return null;
  const parsed = EditionSchema.safeParse(edition);
  if (!parsed.success) throw new OpenLibraryUnavailable('the edition record has no title');
  const record = parsed.data;
  return {
    isbn,
    title: record.subtitle ? `${record.title}: ${record.subtitle}` : record.title,
    authors: await authorNames(baseUrl, record, signal),
    edition: record.edition_name?.trim() || null,
    publisher: record.publishers?.[0]?.trim() || null,
    year: yearOf(record.publish_date),
    source: 'open_library',
  };
}

async function authorNames(
  baseUrl: string,
  record: z.infer<typeof EditionSchema>,
  signal: AbortSignal,
): Promise<string[]> {
  const keys = (record.authors ?? []).slice(0, MAX_AUTHORS).map((author) => author.key);
  if (keys.length === 0) return record.by_statement ? [record.by_statement.trim()] : [];
  const authors = await Promise.all(keys.map((key) => getJson(`${baseUrl}${key}.json`, signal)));
  return authors.flatMap((author) => {
    const parsed = AuthorSchema.safeParse(author);
    return parsed.success ? [parsed.data.name] : [];
  });
}

/** "2018", "March 2018", "Mar 01, 2018": the four-digit year in it, if any. */
function yearOf(publishDate: string | undefined): number | null {
  const year = publishDate?.match(/\b(1[5-9]\d\d|20\d\d)\b/)?.[1];
  return year ? Number(year) : null;
}

/** The JSON at `url`; null for a 404 (Open Library has no such record). */
async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    throw new OpenLibraryUnavailable('Open Library could not be reached', { cause: error });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new OpenLibraryUnavailable(`Open Library answered ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new OpenLibraryUnavailable('Open Library answered something that is not JSON', { cause: error });
  }
}
