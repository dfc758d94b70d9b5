import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { BookDetails } from '../../../domain/contracts/books.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { compileSearch, isListed } from './products.service.ts';
import { products } from './products.tables.ts';

/*
 * What saved-search alerts need of the catalogue (docs/decisions/019-favourites-and-saved-searches.md): a search
 * compiled exactly as browse compiles it (normalisation, synonyms, stems), to be stored with the saved search;
 * and a new listing's search vector and filter values, to test it against the stored searches. Wanted posts
 * (docs/decisions/094-wanted-posts.md) are matched the same way, and by the listing's ISBN.
 */

export interface SearchForMatching {
  /** Every group of the search, as tsquery text: a listing must match all of them. */
  tsquery: string;
  /**
   * The words of one group: a listing the search matches holds at least one of them (or a word they begin,
   * for a prefix). A GIN index over them narrows 100k saved searches to the few worth testing.
   */
  keyTerms: string[];
}

const lexemes = (tsquery: string) => [
  ...new Set([...tsquery.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '')),
];
const shortest = (terms: string[]) => Math.min(...terms.map((term) => term.length));

/** A search's words as a saved search keeps them; undefined when it has none (stop words only, or no text). */
export async function compileSearchForMatching(
  db: Database | Transaction,
  q: string,
): Promise<SearchForMatching | undefined> {
  const compiled = await compileSearch(db, q);
  if (!compiled) return undefined;
  const groups = compiled.groups.map((group) => lexemes(group.tsquery));
  // The group whose shortest word is longest: long words are the rare ones, shared by the fewest searches.
  const key = groups.reduce((best, terms) => (shortest(terms) > shortest(best) ? terms : best));
  return { tsquery: compiled.all, keyTerms: key };
}

export interface ListingToMatch {
  id: number;
  sellerId: number;
  title: string;
  price: string;
  category: string;
  condition: string;
  /** Pickup city and institution in lower case without spaces around, as the browse filters compare them. */
  city: string | null;
  institution: string | null;
  /** The listing's search vector as text (a tsvector literal). */
  vector: string;
  /** ISBN-13 of a book listing that gives one. */
  isbn: string | null;
}

/**
 * The listing's words and every beginning of them, as an SQL array: a stored search (or wanted post) is worth
 * testing against the listing only when its key terms overlap it (`&&`, through their GIN index), prefixes included.
 */
export function listingKeyTerms(listing: ListingToMatch): SQL {
  return sql`(
    select array(
      select distinct left(lexeme, n)
      from unnest(tsvector_to_array(${listing.vector}::tsvector)) as lexeme, generate_series(1, length(lexeme)) as n
    )
  )`;
}

/** A listed product (not deleted, in stock) as saved searches are matched against it; undefined otherwise. */
export async function findListingToMatch(
  db: Database | Transaction,
  id: number,
): Promise<ListingToMatch | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      title: products.title,
      price: products.price,
      category: products.category,
      condition: products.condition,
      city: sql<string | null>`lower(btrim(${products.pickupCity}))`,
      institution: sql<string | null>`lower(btrim(${products.pickupInstitution}))`,
      vector: sql<string>`${products.searchVector}::text`,
      isbn: products.isbn,
    })
    .from(products)
    .where(and(eq(products.id, id), isListed));
  return row;
}

/**
 * The book with this ISBN as the newest listing on sale gives it: what earlier PassItOn listings answer the book
 * lookup with before Open Library is asked (docs/decisions/094-wanted-posts.md). The listed-ISBN index finds it.
 */
export async function findBookInListings(
  db: Database | Transaction,
  isbn: string,
): Promise<BookDetails | null> {
  const [row] = await db
    .select({
      title: products.title,
      authors: products.authors,
      edition: products.edition,
      publisher: products.publisher,
      year: products.publicationYear,
    })
    .from(products)
    .where(and(eq(products.isbn, isbn), isListed))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(1);
  if (!row) return null;
  const authors = row.authors ? row.authors.split(/\s*[,;]\s*/).filter(Boolean) : [];
  return { isbn, ...row, authors, source: 'passiton' };
}
