import { describe, expect, it } from 'vitest';
import { isForGood, isSuspended, SUSPENDED_FOR_GOOD, suspensionEnd } from './suspension.ts';

describe('suspensions', () => {
  const now = new Date('2026-11-28T10:00:00.000Z');

  it('a suspension of 7 days ends 7 days later', () => {
    expect(suspensionEnd(7, now).toISOString()).toBe('2026-12-05T10:00:00.000Z');
  });

  it('a suspension without days is for good', () => {
    expect(suspensionEnd(undefined, now)).toEqual(SUSPENDED_FOR_GOOD);
    expect(isForGood(suspensionEnd(undefined, now))).toBe(true);
    expect(isForGood(suspensionEnd(30, now))).toBe(false);
  });

  it('an account is suspended only while the end is in the future', () => {
    expect(isSuspended(null, now)).toBe(false);
    expect(isSuspended(new Date('2026-11-28T10:00:01.000Z'), now)).toBe(true);
    expect(isSuspended(new Date('2026-11-28T10:00:00.000Z'), now)).toBe(false);
    expect(isSuspended(SUSPENDED_FOR_GOOD, now)).toBe(true);
  });
});
