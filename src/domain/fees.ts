import { type Paise, sumPaise, toPaise } from './money.ts';

/**
 * The platform fee (docs/decisions/022-platform-fee.md): tiered by the seller's unit price, paid by the buyer
 * on top of the price, computed per order line and rounded to the paisa, half up. The seller receives the
 * base price.
 */

/** The flat rate shown struck through as the reference; it is never charged. */
export const REFERENCE_FEE_PERCENT = 20;

/** Delivery is free (spec, section 9). */
export const DELIVERY_FEE: Paise = 0;

/** The most one order can come to: amounts are stored as numeric(10,2), up to ₹9,99,99,999.99. */
export const MAX_ORDER_TOTAL: Paise = 9_999_999_999;

/** True when an order's figures fit where they are stored (the total is the largest of them). */
export function isStorableTotal(totals: Pick<OrderTotals, 'total'>): boolean {
  return totals.total <= MAX_ORDER_TOTAL;
}

const TIERS: readonly { upToPaise: Paise; percent: number }[] = [
  { upToPaise: toPaise('499.00'), percent: 15 },
  { upToPaise: toPaise('1499.00'), percent: 10 },
  { upToPaise: Number.POSITIVE_INFINITY, percent: 5 },
];

/** The fee percent for a unit price: 15 up to ₹499, 10 up to ₹1,499, 5 above. */
export function feePercentFor(unitPrice: Paise): number {
  const tier = TIERS.find((candidate) => unitPrice <= candidate.upToPaise);
  return tier?.percent ?? 5;
}

/** The fee of one line: price × quantity × rate, rounded half up to the paisa (integer arithmetic, exact). */
export function lineFee(unitPrice: Paise, quantity: number): Paise {
  return Math.floor((unitPrice * quantity * feePercentFor(unitPrice) + 50) / 100);
}

/** How much cheaper the real rate is than the 20% reference, in percent: 25, 50 or 75. */
export function discountPercentFor(feePercent: number): number {
  return ((REFERENCE_FEE_PERCENT - feePercent) / REFERENCE_FEE_PERCENT) * 100;
}

export interface PricedLine {
  unitPrice: Paise;
  quantity: number;
}

export interface OrderTotals {
  /** Sum of seller prices. */
  subtotal: Paise;
  /** Sum of the lines' fees. */
  platformFee: Paise;
  delivery: Paise;
  total: Paise;
  /** Each line's fee and rate, in the order given. */
  lines: { fee: Paise; feePercent: number }[];
}

/** Subtotal, fee and total of an order or cart. */
export function orderTotals(items: readonly PricedLine[]): OrderTotals {
  const lines = items.map(({ unitPrice, quantity }) => ({
    fee: lineFee(unitPrice, quantity),
    feePercent: feePercentFor(unitPrice),
  }));
  const subtotal = sumPaise(items.map(({ unitPrice, quantity }) => unitPrice * quantity));
  const platformFee = sumPaise(lines.map((line) => line.fee));
  return {
    subtotal,
    platformFee,
    delivery: DELIVERY_FEE,
    total: subtotal + platformFee + DELIVERY_FEE,
    lines,
  };
}

/** The fee as a share of the subtotal, in percent to one decimal: what "Discounted Platform Fee" shows for a mixed cart. */
export function effectiveFeePercent(totals: Pick<OrderTotals, 'subtotal' | 'platformFee'>): number {
  if (totals.subtotal === 0) return 0;
  return Math.round((totals.platformFee / totals.subtotal) * 1000) / 10;
}
