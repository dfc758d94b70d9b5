import { describe, expect, it } from 'vitest';
import {
  discountPercentFor,
  effectiveFeePercent,
  feeLines,
  feePercentFor,
  feeRateRangeLabel,
  HIGHEST_FEE_PERCENT,
  isFreePrice,
  isStorableTotal,
  LOWEST_FEE_PERCENT,
  lineFee,
  orderTotals,
  referenceFee,
  storedFeeSummary,
  summariseFees,
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

  it('charges no fee on a free line, alone or beside priced ones', () => {
    expect(lineFee(0, 3)).toBe(0);
    expect(orderTotals([{ unitPrice: 0, quantity: 2 }])).toMatchObject({
      subtotal: 0,
      platformFee: 0,
      delivery: 0,
      total: 0,
    });
    const mixed = orderTotals([
      { unitPrice: 0, quantity: 1 },
      { unitPrice: rupees('200.00'), quantity: 1 },
    ]);
    expect(mixed).toMatchObject({ subtotal: 20_000, platformFee: 3_000, total: 23_000 });
    expect(mixed.lines.map((line) => line.fee)).toEqual([0, 3_000]);
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

describe('the fee range label', () => {
  it('spans the lowest to the highest tier rate', () => {
    expect([LOWEST_FEE_PERCENT, HIGHEST_FEE_PERCENT]).toEqual([5, 15]);
    expect(feePercentFor(rupees('1.00'))).toBe(HIGHEST_FEE_PERCENT);
    expect(feePercentFor(rupees('99999.00'))).toBe(LOWEST_FEE_PERCENT);
    expect(feeRateRangeLabel()).toBe('5-15%');
    expect(feeRateRangeLabel('–')).toBe('5–15%');
  });
});

describe('the order summary figures', () => {
  it('charges one tier at its own rate', () => {
    expect(summariseFees([{ price: '349.00', quantity: 2 }])).toEqual({
      subtotal: 69_800,
      platformFee: 10_470,
      delivery: 0,
      total: 80_270,
      feePercent: 15,
    });
  });

  it('leaves free lines out of the rate, and shows no fee lines for free items alone', () => {
    const mixed = summariseFees([
      { price: '0.00', quantity: 1 },
      { price: '600.00', quantity: 1 },
    ]);
    expect(mixed).toMatchObject({ subtotal: 60_000, platformFee: 6_000, total: 66_000, feePercent: 10 });
    const free = summariseFees([{ price: '0.00', quantity: 2 }]);
    expect(free).toEqual({ subtotal: 0, platformFee: 0, delivery: 0, total: 0, feePercent: 0 });
    expect(feeLines(free)).toBeUndefined();
    expect(isFreePrice('0.00')).toBe(true);
    expect(isFreePrice('0.01')).toBe(false);
  });

  it('shows a mixed cart at the fee as a share of the subtotal', () => {
    // ₹400 at 15% is ₹60 and ₹1,000 at 10% is ₹100: ₹160 on ₹1,400 is 11.4%.
    const summary = summariseFees([
      { price: '400.00', quantity: 1 },
      { price: '1000.00', quantity: 1 },
    ]);
    expect(summary).toMatchObject({ platformFee: 16_000, total: 156_000, feePercent: 11.4 });
  });

  it("shows a placed order with the server's stored figures", () => {
    const summary = storedFeeSummary({ subtotal: '1600.00', commission: '80.00', totalAmount: '1680.00' }, [
      { price: '1600.00', quantity: 1 },
    ]);
    expect(summary).toEqual({
      subtotal: 160_000,
      platformFee: 8_000,
      delivery: 0,
      total: 168_000,
      feePercent: 5,
    });
  });

  it('strikes through 20% of the subtotal, rounded half up to the paisa', () => {
    expect(referenceFee(69_800)).toBe(13_960);
    // 20% of 3 paise is 0.6 paise, of 2 paise 0.4 paise, of 5 paise exactly 1.
    expect([referenceFee(3), referenceFee(2), referenceFee(5)]).toEqual([1, 0, 1]);
  });

  it('gives the fee lines with the badge in whole percents, and none when there is nothing to buy', () => {
    expect(feeLines(summariseFees([{ price: '349.00', quantity: 2 }]))).toEqual({
      referencePercent: 20,
      referenceFee: 13_960,
      feePercent: 15,
      platformFee: 10_470,
      percentOff: 25,
    });
    const mixed = summariseFees([
      { price: '400.00', quantity: 1 },
      { price: '1000.00', quantity: 1 },
    ]);
    expect(feeLines(mixed)?.percentOff).toBe(43);
    expect(feeLines(summariseFees([]))).toBeUndefined();
  });
});
