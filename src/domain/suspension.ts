/**
 * When a suspension ends (docs/decisions/083-reports-and-suspensions.md). One column says it: an account is
 * suspended while its end is in the future, and "for good" is an end no one reaches, so every check is the same
 * comparison and a lapsed suspension needs no job to clear it.
 */

/** The end of a suspension for good. */
export const SUSPENDED_FOR_GOOD = new Date('9999-12-31T00:00:00.000Z');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a suspension of `days` from `now`, or for good when no days are given. */
export function suspensionEnd(days: number | undefined, now: Date = new Date()): Date {
  return days === undefined ? SUSPENDED_FOR_GOOD : new Date(now.getTime() + days * DAY_MS);
}

/** Whether an account with this end is suspended at `now`. */
export function isSuspended(until: Date | null, now: Date = new Date()): boolean {
  return until !== null && until.getTime() > now.getTime();
}

/** Whether this end means for good. */
export function isForGood(until: Date): boolean {
  return until.getTime() >= SUSPENDED_FOR_GOOD.getTime();
}
