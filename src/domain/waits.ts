/**
 * A wait a refusal names ("Please try again in {after}"), sent as a number of seconds so each reader's language
 * can say it (docs/decisions/071-api-error-codes.md): said in the largest unit it fills, as the rate limiter does.
 */
export const WAIT_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

export type WaitUnit = (typeof WAIT_UNITS)[number][0];

/**
 * A wait in the largest unit it fills: 3600 → 1 hour, 3540 → 59 minutes, 30 → 30 seconds. Rounded to a whole
 * unit, then said in the largest unit the rounded wait fills (3599 → 1 hour, not 60 minutes), so a wait read
 * back from its words is said the same way again.
 */
export function waitUnitOf(seconds: number): { unit: WaitUnit; count: number } {
  const [unit, size] = WAIT_UNITS.find(([, unitSeconds]) => seconds >= unitSeconds) ?? ['second', 1];
  const count = Math.round(seconds / size);
  const rounded = count * size;
  return rounded === seconds || rounded === 0 ? { unit, count } : waitUnitOf(rounded);
}

/** A wait in English words: 3600 → "1 hour", 90 → "2 minutes". */
export function englishWait(seconds: number): string {
  const { unit, count } = waitUnitOf(seconds);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
