/**
 * The most listings one student saves to come back to (docs/decisions/019-favourites-and-saved-searches.md);
 * saving one more past it is refused.
 */
export const MAX_FAVOURITES = 500;
