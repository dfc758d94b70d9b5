/**
 * ISBNs as students type or scan them: "978-93-5253-145-0", "81 203 2914 X", "9789352531450". Hyphens and spaces
 * are dropped, the check digit is verified, and what is kept is the ISBN-13, so one book's copies share one key
 * whichever form their sellers typed. An ISBN-10 becomes the 978-prefixed ISBN-13 it always had a twin in.
 */

const WRITTEN_ISBN = /^[\d\s-]+[\dXx]$/;

/** The ISBN-13 written in `text` (ISBN-10 or ISBN-13, hyphens and spaces allowed), or null when it is not one. */
export function normaliseIsbn(text: string): string | null {
  const written = text.trim();
  if (!WRITTEN_ISBN.test(written)) return null;
  const compact = written.replace(/[\s-]/g, '').toUpperCase();
  if (compact.length === 13 && /^97[89]\d{10}$/.test(compact)) {
    return isbn13CheckDigit(compact.slice(0, 12)) === compact[12] ? compact : null;
  }
  if (compact.length === 10 && /^\d{9}[\dX]$/.test(compact)) {
    if (isbn10CheckDigit(compact.slice(0, 9)) !== compact[9]) return null;
    const body = `978${compact.slice(0, 9)}`;
    return body + isbn13CheckDigit(body);
  }
  return null;
}

/** True when `text` is a whole ISBN-10 or ISBN-13 with a right check digit. */
export function isIsbn(text: string): boolean {
  return normaliseIsbn(text) !== null;
}

/** ISBN-13: weights 1 and 3 in turn; the check digit brings the sum to a multiple of 10. */
function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** ISBN-10: weights 10 down to 2; the check digit brings the sum to a multiple of 11, with X standing for 10. */
function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}
