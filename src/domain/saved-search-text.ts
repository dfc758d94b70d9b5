import type { SavedSearch } from './contracts/saved-searches.ts';

/**
 * A saved search in words, as the Saved page and its alerts name it: '"fx 991" · Calculators · Pune · up to ₹500'.
 */
export function savedSearchText({ query }: Pick<SavedSearch, 'query'>): string {
  const parts = [
    query.q ? `"${query.q}"` : undefined,
    query.category,
    query.condition,
    query.institution,
    query.city,
    query.free ? 'Free only' : undefined,
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
