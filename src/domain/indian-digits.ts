/**
 * A whole number with India's digit grouping — the last three digits, then pairs (thousands, lakhs, crores):
 * 1234567 → "12,34,567", as `toLocaleString('en-IN')` writes it. Written out by hand for what a buyer page shows as
 * it starts (prices, counts): the first Intl number formatter loads the locale's data, one long task of ~130 ms on
 * a budget phone (docs/decisions/109-little-work-at-start-up.md).
 */
export function groupIndianDigits(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 ? '-' : '';
  const thousands = digits.slice(-3);
  const lakhsAndAbove = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${lakhsAndAbove ? `${lakhsAndAbove},` : ''}${thousands}`;
}

/**
 * Any number as Intl writes it for en-IN and hi-IN by default: India's digit grouping and at most three decimals,
 * rounded half up, with no trailing zeros (4.5 → "4.5", 1234.5678 → "1,234.568"). For a rating's "4.5" in a message,
 * which would otherwise build the page's first Intl number formatter while it hydrates.
 */
export function writeIndianNumber(value: number): string {
  if (Number.isInteger(value)) return groupIndianDigits(value);
  const size = Math.abs(value);
  // Intl rounds the number as written (1.0005 → 1.001, though the double is a hair below): so is it rounded here.
  // A size written with an exponent (below a millionth, or beyond 10²¹) is left to Intl.
  if (!Number.isFinite(size) || String(size).includes('e'))
    return new Intl.NumberFormat('en-IN').format(value);
  const rounded = Math.round(Number(`${size}e3`)) / 1000;
  const [whole = '0', decimals] = String(rounded).split('.');
  return `${value < 0 ? '-' : ''}${groupIndianDigits(Number(whole))}${decimals ? `.${decimals}` : ''}`;
}
