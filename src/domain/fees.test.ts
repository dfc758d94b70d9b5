import { describe, expect, it } from 'vitest';
import {
  discountPercentFor,
  effectiveFeePercent,
  feePercentFor,
  isStorableTotal,
  lineFee,
  orderTotals,
} from './fees.ts';
import { toPaise, toRupeeString } from './money.ts';

const rupees = (amount: string) => toPaise(amount);

describe('the tiered platform fee', () => {
  it.each([
    ['1.00', 15],
    ['499.00', 15],
    ['499.50', 10],
    ['500.00', 10],
    ['1499.00', 10],
    ['1499.01', 5],
    ['1500.00', 5],
    ['25000.00', 5],
  ])('charges %s rupees at %i%%', (price, percent) => {
    expect(feePercentFor(rupees(price))).toBe(percent);
  });

  it('shows the discount against the struck-through 20%', () => {
    expect([15, 10, 5].map(discountPercentFor)).toEqual([25, 50, 75]);
  });

  it('rounds each line to the paisa, half up', () => {
    expect(lineFee(rupees('0.10'), 1)).toBe(2); // 1.5 paise → 2
    expect(lineFee(rupees('0.03'), 1)).toBe(0); // 0.45 paise → 0
    expect(lineFee(rupees('333.33'), 3)).toBe(15000); // 999.99 × 15% = 149.9985 → ₹150.00
    expect(lineFee(rupees('899.95'), 1)).toBe(9000); // 89.995 → ₹90.00
  });

  it('adds seller prices, line fees and free delivery into the total, exactly', () => {
    const totals = orderTotals([
      { unitPrice: rupees('450.00'), quantity: 2 }, // 900.00, fee 135.00
      { unitPrice: rupees('650.00'), quantity: 1 }, // 650.00, fee 65.00
      { unitPrice: rupees('1999.00'), quantity: 1 }, // 1999.00, fee 99.95
    ]);
    expect(toRupeeString(totals.subtotal)).toBe('3549.00');
    expect(toRupeeString(totals.platformFee)).toBe('299.95');
    expect(totals.delivery).toBe(0);
    expect(toRupeeString(totals.total)).toBe('3848.95');
    expect(totals.lines.map((line) => line.feePercent)).toEqual([15, 10, 5]);
    expect(effectiveFeePercent(totals)).toBe(8.5);
  });

  it('costs nothing for an empty order', () => {
    expect(orderTotals([])).toMatchObject({ subtotal: 0, platformFee: 0, total: 0 });
    expect(effectiveFeePercent({ subtotal: 0, platformFee: 0 })).toBe(0);
  });
});

describe('rupee amounts', () => {
  it('convert between stored strings and paise without floating-point error', () => {
    expect(toPaise('0.1') + toPaise('0.2')).toBe(30);
    expect(toPaise('1499.5')).toBe(149950);
    expect(toPaise(349)).toBe(34900);
    expect(toRupeeString(149950)).toBe('1499.50');
    expect(toRupeeString(5)).toBe('0.05');
  });

  it('refuse what is not an amount', () => {
    for (const bad of ['-1', '1.234', 'abc', '', '1e3']) expect(() => toPaise(bad)).toThrow(RangeError);
    expect(() => toRupeeString(-1)).toThrow(RangeError);
    expect(() => toRupeeString(1.5)).toThrow(RangeError);
  });
});

describe('the largest order', () => {
  it('is what the database column holds, ₹9,99,99,999.99, fee included', () => {
    expect(isStorableTotal({ total: 9_999_999_999 })).toBe(true);
    expect(isStorableTotal({ total: 10_000_000_000 })).toBe(false);
    // 1,000 copies at ₹1,00,000 plus the 5% fee is past it.
    expect(isStorableTotal(orderTotals([{ unitPrice: rupees('100000.00'), quantity: 1000 }]))).toBe(false);
  });
});
