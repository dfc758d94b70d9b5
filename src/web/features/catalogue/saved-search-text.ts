import type { SavedSearch } from '../../../domain/contracts/saved-searches.ts';

/** A saved search in words: '"fx 991" · Calculators · Pune · up to ₹500'. */
export function savedSearchText({ query }: Pick<SavedSearch, 'query'>): string {
  const parts = [
    query.q ? `"${query.q}"` : undefined,
    query.category,
    query.condition,
    query.institution,
    query.city,
    query.minPrice !== undefined && query.maxPrice !== undefined
      ? `₹${query.minPrice}–₹${query.maxPrice}`
      : query.minPrice !== undefined
        ? `from ₹${query.minPrice}`
        : query.maxPrice !== undefined
          ? `up to ₹${query.maxPrice}`
          : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The browse page showing a saved search. */
export function savedSearchHref({ query }: Pick<SavedSearch, 'query'>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `/browse?${params}`;
}
