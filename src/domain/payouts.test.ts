import { describe, expect, it } from 'vitest';
import { indianDate } from './india-time.ts';
import { isWorkingDay, payoutDueAt, payoutStatus, toSignedRupeeString } from './payouts.ts';

/** An instant given as India time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('working days', () => {
  it('are Monday to Friday', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // Monday
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
  });

  it('leave out the fixed national holidays', () => {
    expect(isWorkingDay('2027-01-26')).toBe(false); // Republic Day, a Tuesday
    expect(isWorkingDay('2026-10-02')).toBe(false); // Gandhi Jayanti, a Friday
    expect(isWorkingDay('2028-08-15')).toBe(false); // Independence Day, a Tuesday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas, a Friday
  });

  it('are counted as days in India, not UTC', () => {
    // 20:00 UTC on Sunday is already Monday 01:30 in India.
    expect(indianDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });
});

describe('when an entry is due', () => {
  it('is midnight after two full working days', () => {
    expect(payoutDueAt(ist('2026-11-23T15:00:00'))).toEqual(ist('2026-11-26T00:00:00')); // Mon → Thu
    expect(payoutDueAt(ist('2026-11-23T00:00:01'))).toEqual(ist('2026-11-26T00:00:00'));
  });

  it('skips the weekend', () => {
    expect(payoutDueAt(ist('2026-11-27T09:00:00'))).toEqual(ist('2026-12-02T00:00:00')); // Fri → Wed
    expect(payoutDueAt(ist('2026-11-28T09:00:00'))).toEqual(ist('2026-12-02T00:00:00')); // Sat → Wed
    expect(payoutDueAt(ist('2026-11-29T23:59:00'))).toEqual(ist('2026-12-02T00:00:00')); // Sun → Wed
  });

  it('skips a holiday on the way', () => {
    // Monday 25 Jan 2027; Tuesday is Republic Day: Wednesday and Thursday count, due Friday.
    expect(payoutDueAt(ist('2027-01-25T10:00:00'))).toEqual(ist('2027-01-29T00:00:00'));
    // Thursday 24 Dec 2026; Friday is Christmas, then the weekend: Monday and Tuesday count.
    expect(payoutDueAt(ist('2026-12-24T10:00:00'))).toEqual(ist('2026-12-30T00:00:00'));
  });

  it('says pending, due or paid', () => {
    const dueAt = ist('2026-11-26T00:00:00');
    expect(payoutStatus({ dueAt, paidAt: null }, ist('2026-11-25T23:59:59'))).toBe('pending');
    expect(payoutStatus({ dueAt, paidAt: null }, dueAt)).toBe('due');
    expect(payoutStatus({ dueAt, paidAt: ist('2026-11-24T00:00:00') }, dueAt)).toBe('paid');
  });
});

describe('signed amounts', () => {
  it('are rupee strings with a minus for reversals', () => {
    expect(toSignedRupeeString(34_900)).toBe('349.00');
    expect(toSignedRupeeString(-34_905)).toBe('-349.05');
    expect(toSignedRupeeString(0)).toBe('0.00');
  });
});
