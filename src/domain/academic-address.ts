/**
 * Addresses at an academic domain (docs/decisions/028-password-reset-and-email-verification.md): once verified,
 * they earn a seller the "Verified student" badge. Indian colleges use .ac.in and .edu.in; others .edu.
 */
export const ACADEMIC_SUFFIXES = ['.ac.in', '.edu.in', '.edu'] as const;

export function isAcademicAddress(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').at(-1) ?? '';
  // A college's own host: "iitb.ac.in" counts, the bare suffix "ac.in" does not.
  return (
    email.includes('@') &&
    ACADEMIC_SUFFIXES.some((suffix) => domain.endsWith(suffix) && domain.length > suffix.length)
  );
}
