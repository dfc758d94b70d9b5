import { describe, expect, it } from 'vitest';
import { indianDate } from './india-time.ts';
import {
  isFeeKind,
  isWorkingDay,
  outstandingFees,
  PAYOUT_KINDS,
  payoutDueAt,
  payoutStatus,
  settlementOf,
  toSignedRupeeString,
} from './payouts.ts';

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

describe('the fees cash sales owe', () => {
  it('settling pays what is due minus the fees owed, never below zero; the rest stays owed', () => {
    expect(settlementOf(30_000, 4_500)).toEqual({ netted: 4_500, transfer: 25_500 });
    expect(settlementOf(30_000, 80_000)).toEqual({ netted: 30_000, transfer: 0 });
    expect(settlementOf(30_000, 0)).toEqual({ netted: 0, transfer: 30_000 });
  });

  it('nets nothing from a payout that is nothing or less', () => {
    expect(settlementOf(0, 4_500)).toEqual({ netted: 0, transfer: 0 });
    expect(settlementOf(-10_000, 4_500)).toEqual({ netted: 0, transfer: -10_000 });
  });

  it('pays a fee credit out with the payout', () => {
    expect(settlementOf(10_000, -3_750)).toEqual({ netted: -3_750, transfer: 13_750 });
    expect(settlementOf(0, -3_750)).toEqual({ netted: -3_750, transfer: 3_750 });
  });

  it('lists the cash sales whose fees are owed, what was paid or netted taken off the oldest first', () => {
    const entries = [
      { orderId: 1, kind: 'fee_owed', amountPaise: -3_750 },
      { orderId: 2, kind: 'fee_owed', amountPaise: -1_500 },
      { orderId: 3, kind: 'fee_owed', amountPaise: -2_000 },
      { orderId: 2, kind: 'fee_reversal', amountPaise: 1_500 },
      { orderId: null, kind: 'fee_paid', amountPaise: 4_000 },
    ] as const;
    expect(outstandingFees(entries)).toEqual([{ orderId: 3, owedPaise: 1_750 }]);
    expect(outstandingFees(entries.slice(0, 3))).toEqual([
      { orderId: 1, owedPaise: 3_750 },
      { orderId: 2, owedPaise: 1_500 },
      { orderId: 3, owedPaise: 2_000 },
    ]);
  });

  it('tells the fee balance from the payouts', () => {
    expect(PAYOUT_KINDS.filter(isFeeKind)).toEqual(['fee_owed', 'fee_reversal', 'fee_paid', 'fee_netted']);
  });
});
