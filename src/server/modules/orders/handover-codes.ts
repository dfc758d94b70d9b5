import { randomInt, timingSafeEqual } from 'node:crypto';

/** A new six-digit hand-over code, leading zeros kept ("004217"), from the operating system's random source. */
export function newHandoverCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Whether the code a seller typed is the part's code, compared in constant time so that the answer's timing
 * says nothing about how many digits were right. Both are six digits by the time they get here.
 */
export function handoverCodesMatch(typed: string, stored: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
