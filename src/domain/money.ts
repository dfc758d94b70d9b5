import { groupIndianDigits } from './indian-digits.ts';

/**
 * Money is counted in whole paise (integers) and stored as numeric(10,2) rupee strings such as "1499.00".
 * Never in floating point: 0.1 + 0.2 rupees must come to exactly 30 paise.
 */

export type Paise = number;

const RUPEE_AMOUNT = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** "1499.5" or 1499.5 → 149950 paise; throws on anything that is not a non-negative amount with ≤ 2 decimals. */
export function toPaise(rupees: string | number): Paise {
  const text = typeof rupees === 'number' ? rupees.toFixed(2) : rupees.trim();
  const match = RUPEE_AMOUNT.exec(text);
  if (!match) throw new RangeError(`Not a rupee amount: ${rupees}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** True for a non-negative rupee amount with at most two decimals (what toPaise accepts). */
export function isRupeeAmount(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value < 1e8;
  return RUPEE_AMOUNT.test(value.trim());
}

/** 149950 paise → "1499.50", the form the database stores. */
export function toRupeeString(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a paise amount: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** Sums amounts of paise. */
export function sumPaise(amounts: readonly Paise[]): Paise {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** 10000000 paise → "₹1,00,000.00": rupees with India's digit grouping, as `Intl.NumberFormat('en-IN')` writes them. */
export function formatRupees(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  return `${sign}₹${groupIndianDigits(Math.floor(Math.abs(paise) / 100))}.${fraction}`;
}

/**
 * The average order value, one rule wherever it is shown: what was spent on the orders that count (not cancelled
 * or refunded) over the number of those orders, rounded half up to the paisa; nothing when none count.
 */
export function averageOrderValue(spent: Paise, countedOrders: number): Paise {
  if (countedOrders <= 0) return 0;
  return Math.floor((spent * 2 + countedOrders) / (countedOrders * 2));
}
