/**
 * India's calendar day and clock, one rule for the dashboard's "today", payout due dates and receipts. India has
 * one time zone and no daylight saving (none since 1945): Asia/Kolkata is always UTC+5:30, so the arithmetic is
 * done by hand, the same on every device and ICU version.
 */

/** The IANA name, for the database's own day arithmetic (AT TIME ZONE). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** UTC+5:30. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The instant shifted so that its UTC fields (getUTCHours, getUTCDate…) read the time in India; for formatting
 * only, never to compare with other instants.
 */
export function indiaWallClock(instant: Date | number): Date {
  return new Date(new Date(instant).getTime() + INDIA_OFFSET_MS);
}

/** 'YYYY-MM-DD' of an instant, as a calendar day in India. */
export function indianDate(instant: Date): string {
  return indiaWallClock(instant).toISOString().slice(0, 10);
}

/** Midnight in India at the start of the day 'YYYY-MM-DD', as an instant. */
export function startOfIndianDate(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
}

/** Midnight in India at the start of the day an instant falls on (today, by default), as an instant. */
export function startOfIndianDay(now: Date = new Date()): Date {
  return startOfIndianDate(indianDate(now));
}
