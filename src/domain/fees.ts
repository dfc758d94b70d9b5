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

/** The lowest rate of the tiers (5), for the largest prices. */
export const LOWEST_FEE_PERCENT = Math.min(...TIERS.map((tier) => tier.percent));
/** The highest rate of the tiers (15), for the smallest prices. */
export const HIGHEST_FEE_PERCENT = Math.max(...TIERS.map((tier) => tier.percent));

/**
 * The tiers in a few characters: "5-15%" (admin analytics); the catalogue's prose passes an en dash ("5–15%").
 */
export function feeRateRangeLabel(dash: '-' | '–' = '-'): string {
  return `${LOWEST_FEE_PERCENT}${dash}${HIGHEST_FEE_PERCENT}%`;
}

/** The fee percent for a unit price: 15 up to ₹499, 10 up to ₹1,499, 5 above. */
export function feePercentFor(unitPrice: Paise): number {
  const tier = TIERS.find((candidate) => unitPrice <= candidate.upToPaise);
  return tier?.percent ?? LOWEST_FEE_PERCENT;
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

/** The reference fee shown struck through: 20% of the subtotal, rounded half up to the paisa; never charged. */
export function referenceFee(subtotal: Paise): Paise {
  return Math.floor((subtotal * REFERENCE_FEE_PERCENT + 50) / 100);
}

/** What an order summary shows (spec, section 9), in paise. */
export interface FeeSummary {
  subtotal: Paise;
  platformFee: Paise;
  delivery: Paise;
  total: Paise;
  /** The rate charged: the tier's rate, or for lines of different tiers the fee as a share of the subtotal. */
  feePercent: number;
}

/** A line as the API sends it: the seller's unit price in rupees ("349.00") and how many. */
export interface PricedItem {
  price: string;
  quantity: number;
}

/** The summary of lines about to be bought, by the same rules the server applies to the order. */
export function summariseFees(items: readonly PricedItem[]): FeeSummary {
  const { subtotal, platformFee, delivery, total } = orderTotals(
    items.map(({ price, quantity }) => ({ unitPrice: toPaise(price), quantity })),
  );
  const totals = { subtotal, platformFee };
  return { ...totals, delivery, total, feePercent: chargedFeePercent(items, totals) };
}

/** The summary of a placed order, from the figures the server stored for it (rupee strings). */
export function storedFeeSummary(
  order: { subtotal: string; commission: string; totalAmount: string },
  items: readonly PricedItem[],
): FeeSummary {
  const totals = { subtotal: toPaise(order.subtotal), platformFee: toPaise(order.commission) };
  return {
    ...totals,
    delivery: DELIVERY_FEE,
    total: toPaise(order.totalAmount),
    feePercent: chargedFeePercent(items, totals),
  };
}

/**
 * True for a listing passed on for nothing (docs/decisions/093-free-listings.md): its line has no fee, needs no
 * payment, and is collected in person.
 */
export function isFreePrice(price: string): boolean {
  return toPaise(price) === 0;
}

/**
 * One tier's rate when every priced line is in it; otherwise the fee as a share of the subtotal. Free lines
 * are in no tier: they owe nothing.
 */
function chargedFeePercent(
  items: readonly PricedItem[],
  totals: Pick<OrderTotals, 'subtotal' | 'platformFee'>,
): number {
  const priced = items.filter(({ price }) => !isFreePrice(price));
  const rates = new Set(priced.map(({ price }) => feePercentFor(toPaise(price))));
  const [onlyRate] = rates;
  return rates.size === 1 && onlyRate !== undefined ? onlyRate : effectiveFeePercent(totals);
}

/** The fee lines of an order summary: the struck-through reference, the rate charged and the badge's percent off. */
export interface FeeLines {
  referencePercent: number;
  referenceFee: Paise;
  feePercent: number;
  platformFee: Paise;
  /** Whole percents: 25, 50 or 75 for one tier; a mixed cart's rate is rounded (11.4% → 43). */
  percentOff: number;
}

/** The fee lines to show; none when there is nothing to buy (no fee, so no discount to boast about). */
export function feeLines(summary: FeeSummary): FeeLines | undefined {
  if (summary.subtotal <= 0) return undefined;
  return {
    referencePercent: REFERENCE_FEE_PERCENT,
    referenceFee: referenceFee(summary.subtotal),
    feePercent: summary.feePercent,
    platformFee: summary.platformFee,
    percentOff: Math.round(discountPercentFor(summary.feePercent)),
  };
}
