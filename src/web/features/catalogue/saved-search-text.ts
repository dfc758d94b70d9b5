import type { SavedSearch } from '../../../domain/contracts/saved-searches.ts';

/** The browse page showing a saved search. */
export function savedSearchHref({ query }: Pick<SavedSearch, 'query'>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `/browse?${params}`;
}
