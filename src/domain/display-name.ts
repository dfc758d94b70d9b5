/**
 * How a person is named to others: full name, else username (spec, section 3). Without either (a deleted or
 * unknown account) the fallback: 'Anonymous' unless the caller names a better one ("User #12").
 */
export function displayName(
  person: { fullName?: string | null; username?: string | null } | null | undefined,
  fallback = 'Anonymous',
): string {
  return person?.fullName?.trim() || person?.username?.trim() || fallback;
}

/** How a deleted account is named wherever what they wrote is still shown (reviews, order conversations). */
export const DELETED_STUDENT = 'Deleted student';

/**
 * The title a deleted account's withdrawn listing keeps: the column must hold one, and the words were theirs
 * (docs/decisions/081-what-a-deleted-account-leaves.md). Orders keep the title they were placed with.
 */
export const DELETED_LISTING_TITLE = 'Removed listing';
