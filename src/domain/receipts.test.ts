import { describe, expect, it } from 'vitest';
import { formatIndiaDateTime, receiptNumber, refundedPaise } from './receipts.ts';

describe('the receipt number', () => {
  it('is the order id padded to six digits after RCPT-', () => {
    expect(receiptNumber(123)).toBe('RCPT-000123');
    expect(receiptNumber(1)).toBe('RCPT-000001');
    expect(receiptNumber(1234567)).toBe('RCPT-1234567');
  });

  it('refuses anything that is not an order id', () => {
    for (const id of [0, -4, 1.5, Number.NaN]) expect(() => receiptNumber(id)).toThrow(RangeError);
  });
});

describe('a date and time in India', () => {
  it('is UTC plus five and a half hours, with a 12-hour clock and IST', () => {
    expect(formatIndiaDateTime('2026-11-24T13:35:00.000Z')).toBe('24 Nov 2026, 7:05 pm IST');
    expect(formatIndiaDateTime(new Date('2025-03-05T10:00:00.000Z'))).toBe('5 Mar 2025, 3:30 pm IST');
  });

  it('moves to the next day (and year) in India before it does in UTC', () => {
    expect(formatIndiaDateTime('2025-12-31T18:30:00.000Z')).toBe('1 Jan 2026, 12:00 am IST');
    expect(formatIndiaDateTime('2025-12-31T18:29:00.000Z')).toBe('31 Dec 2025, 11:59 pm IST');
  });

  it('shows noon as 12 pm and the morning as am', () => {
    expect(formatIndiaDateTime('2025-06-15T06:30:00.000Z')).toBe('15 Jun 2025, 12:00 pm IST');
    expect(formatIndiaDateTime('2025-06-15T03:39:00.000Z')).toBe('15 Jun 2025, 9:09 am IST');
  });

  it('refuses a text that is not a date', () => {
    expect(() => formatIndiaDateTime('yesterday')).toThrow(RangeError);
  });

  it("names the month in the reader's language", () => {
    expect(formatIndiaDateTime('2026-11-27T04:42:00.000Z', 'hi')).toBe('27 नवंबर 2026, 10:12 am IST');
    expect(formatIndiaDateTime('2026-11-27T04:42:00.000Z', 'en')).toBe('27 Nov 2026, 10:12 am IST');
  });
});

describe('what a receipt counts as refunded', () => {
  it('adds up the processed refunds only, in paise', () => {
    expect(
      refundedPaise([
        { amount: '575.00', status: 'processed' },
        { amount: '0.35', status: 'processed' },
        { amount: '1150.00', status: 'pending' },
        { amount: '99.99', status: 'failed' },
      ]),
    ).toBe(57535);
    expect(refundedPaise([])).toBe(0);
  });
});
