import { describe, expect, it } from 'vitest';
import {
  INDIA_TIME_ZONE,
  indianDate,
  indiaWallClock,
  startOfIndianDate,
  startOfIndianDay,
} from './india-time.ts';

describe("India's calendar day", () => {
  it('turns at midnight IST, 18:30 UTC the day before', () => {
    expect(indianDate(new Date('2026-11-22T18:29:59.999Z'))).toBe('2026-11-22');
    expect(indianDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(indianDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });

  it('starts at midnight IST, whatever the hour of the instant', () => {
    expect(startOfIndianDate('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2026-11-22T20:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2026-11-23T18:29:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndianDay(new Date('2026-11-22T18:29:00Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });

  it('reads the clock in India five and a half hours ahead of UTC, across a year end', () => {
    const clock = indiaWallClock(new Date('2026-12-31T19:05:00Z'));
    expect([clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate()]).toEqual([2027, 0, 1]);
    expect([clock.getUTCHours(), clock.getUTCMinutes()]).toEqual([0, 35]);
  });

  it('names the zone for the database', () => {
    expect(INDIA_TIME_ZONE).toBe('Asia/Kolkata');
  });
});
