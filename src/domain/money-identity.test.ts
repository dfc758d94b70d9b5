import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineFee } from './fees.ts';
import { toRupeeString } from './money.ts';
import { moneySidesOfOrder, type PartMoney, unaccountedPaise } from './money-identity.ts';

const line = (pricePaise: number, quantity: number) => ({
  price: toRupeeString(pricePaise),
  quantity,
  platformFee: toRupeeString(lineFee(pricePaise, quantity)),
});

describe('the money identity of an order', () => {
  it('splits a handed-over part into payout and fee', () => {
    const sides = moneySidesOfOrder([{ lines: [line(34_900, 2)], state: 'handed_over', refunded: false }]);
    expect(sides).toEqual({
      buyerPaid: 69_800 + 10_470,
      sellerPayouts: 69_800,
      sellerCash: 0,
      platformFees: 10_470,
      feesOwed: 0,
      refunds: 0,
      held: 0,
    });
    expect(unaccountedPaise(sides)).toBe(0);
  });

  it('gives a refunded part back whole, fee included, and pays nothing for it', () => {
    const sides = moneySidesOfOrder([
      { lines: [line(50_000, 1)], state: 'handed_over', refunded: true },
      { lines: [line(149_900, 1), line(12_345, 3)], state: 'declined', refunded: true },
      { lines: [line(99, 1)], state: 'awaiting', refunded: false },
    ]);
    expect(sides.sellerPayouts).toBe(0);
    expect(sides.refunds).toBe(50_000 + 5_000 + 149_900 + 14_990 + 37_035 + 5_555);
    expect(sides.held).toBe(99);
    expect(sides.platformFees).toBe(15);
    expect(unaccountedPaise(sides)).toBe(0);
  });

  it('counts a cash part handed over as paid in cash: the seller keeps the price and owes the fee', () => {
    const sides = moneySidesOfOrder([
      { lines: [line(25_000, 1)], state: 'handed_over', refunded: false, paidBy: 'cash' },
      { lines: [line(10_000, 1)], state: 'awaiting', refunded: false, paidBy: 'cash' },
    ]);
    expect(sides).toEqual({
      buyerPaid: 28_750,
      sellerPayouts: 0,
      sellerCash: 25_000,
      platformFees: 0,
      feesOwed: 3_750,
      refunds: 0,
      held: 0,
    });
    expect(unaccountedPaise(sides)).toBe(0);
  });

  it('gives a cash part refunded after its hand-over back whole, and owes no fee for it', () => {
    const sides = moneySidesOfOrder([
      { lines: [line(25_000, 1)], state: 'handed_over', refunded: true, paidBy: 'cash' },
      { lines: [line(10_000, 1)], state: 'declined', refunded: true, paidBy: 'cash' },
    ]);
    expect(sides).toMatchObject({ buyerPaid: 28_750, refunds: 28_750, feesOwed: 0, sellerCash: 0 });
    expect(unaccountedPaise(sides)).toBe(0);
  });

  it('holds for any parts, prices and states', () => {
    const part = fc.record({
      lines: fc.array(fc.tuple(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 1, max: 10 })), {
        minLength: 1,
        maxLength: 3,
      }),
      state: fc.constantFrom('awaiting', 'handed_over', 'declined' as const),
      refunded: fc.boolean(),
      paidBy: fc.constantFrom('online', 'cash' as const),
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 3 }), (parts) => {
        const money: PartMoney[] = parts.map((p) => ({
          lines: p.lines.map(([price, quantity]) => line(price, quantity)),
          state: p.state as PartMoney['state'],
          refunded: p.refunded,
          paidBy: p.paidBy as PartMoney['paidBy'],
        }));
        const sides = moneySidesOfOrder(money);
        for (const value of Object.values(sides)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(unaccountedPaise(sides)).toBe(0);
      }),
    );
  });
});
