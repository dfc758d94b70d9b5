import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { compileSearch, isListed } from './products.service.ts';
import { products } from './products.tables.ts';

/*
 * What saved-search alerts need of the catalogue (docs/decisions/019-favourites-and-saved-searches.md): a search
 * compiled exactly as browse compiles it (normalisation, synonyms, stems), to be stored with the saved search;
 * and a new listing's search vector and filter values, to test it against the stored searches.
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
    })
    .from(products)
    .where(and(eq(products.id, id), isListed));
  return row;
}
