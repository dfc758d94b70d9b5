/** How a person is named to others: full name, else username, else Anonymous (spec, section 3). */
export function displayName(
  person: { fullName?: string | null; username?: string | null } | null | undefined,
): string {
  return person?.fullName?.trim() || person?.username?.trim() || 'Anonymous';
}
