import { categoryName, conditionName } from './catalogue-names.ts';
import type { SavedSearch } from './contracts/saved-searches.ts';

/*
 * A saved search in Hindi words, for the e-mails and the notifications that name it (the English is
 * saved-search-text.ts). The words typed, places and prices stay as written; categories and conditions are named
 * as the web app names them.
 */

/** A saved search in Hindi words, like savedSearchText: '"fx 991" · कैलकुलेटर · Pune · ₹500 तक'. */
export function savedSearchTextInHindi({ query }: Pick<SavedSearch, 'query'>): string {
  const { minPrice, maxPrice } = query;
  const parts = [
    query.q ? `"${query.q}"` : undefined,
    query.category ? categoryName(query.category, 'hi') : undefined,
    query.condition ? conditionName(query.condition, 'hi') : undefined,
    query.institution,
    query.city,
    query.free ? 'केवल मुफ़्त' : undefined,
    minPrice !== undefined && maxPrice !== undefined
      ? `₹${minPrice}–₹${maxPrice}`
      : minPrice !== undefined
        ? `₹${minPrice} से`
        : maxPrice !== undefined
          ? `₹${maxPrice} तक`
          : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}
