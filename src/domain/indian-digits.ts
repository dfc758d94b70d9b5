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
