/** The units lib/format.ts says how long ago something was in. */
export type RelativeTimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

// What Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says for one unit back and forward.
const ONE_AWAY: Partial<Record<RelativeTimeUnit, [back: string, forward: string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/**
 * '5 minutes ago', 'yesterday', 'in 3 weeks': what `new Intl.RelativeTimeFormat('en', { numeric: 'auto' })` says
 * for a whole number of units other than 0 (lib/format.ts says 'just now' then), written by hand. That formatter writes its number with ICU's number data, whose
 * first load is one task of ~40–130 ms on a budget phone, and every listing card says how old it is
 * (docs/decisions/111-start-up-in-short-tasks.md).
 */
export function englishRelativeTime(value: number, unit: RelativeTimeUnit): string {
  const oneAway = ONE_AWAY[unit];
  if (oneAway && Math.abs(value) === 1) return value < 0 ? oneAway[0] : oneAway[1];
  const count = Math.abs(value);
  const units = `${String(count).replace(/\B(?=(\d{3})+$)/g, ',')} ${unit}${count === 1 ? '' : 's'}`;
  return value < 0 ? `${units} ago` : `in ${units}`;
}
