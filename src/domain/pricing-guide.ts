import type { Category } from './catalogue.ts';

/**
 * The seller's pricing guide (spec, section 9): typical price ranges in rupees for each kind of item, and the
 * hint a price gets against its category's range. The guide's own rows map onto the 20 categories; a category
 * without a row of its own uses "Other" (docs/decisions/013-catalogue-lists-and-pricing-guide.md).
 */

export interface PricingGuideRow {
  /** The row's name as the guide shows it. */
  label: string;
  /** Rupees, inclusive. */
  min: number;
  max: number;
  /** How to arrive at a price, when the guide gives a rule of thumb. */
  rule?: string;
  /** The categories priced by this row. */
  categories: readonly Category[];
}

export const PRICING_GUIDE: readonly PricingGuideRow[] = [
  {
    label: 'Textbooks',
    min: 100,
    max: 500,
    rule: '50% of MRP if new, 30–50% if used',
    categories: ['Textbooks', 'Second-hand Books', 'Reference Books'],
  },
  {
    label: 'Assignments',
    min: 30,
    max: 150,
    rule: '₹5 per page',
    categories: ['Previous Year Papers'],
  },
  {
    label: 'Handwritten Notes and Notes',
    min: 50,
    max: 200,
    rule: '₹5 per page',
    categories: ['Handwritten Notes', 'Course Notes', 'Study Materials'],
  },
  { label: 'Lab Journals', min: 100, max: 300, rule: '₹5 per page', categories: [] },
  {
    label: 'Stationery',
    min: 20,
    max: 200,
    rule: '50% of MRP for bundles',
    categories: ['Stationery', 'Drawing Instruments', 'Project Supplies'],
  },
  { label: 'Calculators', min: 200, max: 1000, categories: ['Calculators'] },
  {
    label: 'Other',
    min: 50,
    max: 500,
    categories: [
      'Study Electronics',
      'Lab Equipment',
      'Backpacks & Bags',
      'Study Tables',
      'Educational Software',
      'Study Lamps',
      'Classroom Furniture',
      'Educational Tablets',
      'Other Study Materials',
    ],
  },
];

const OTHER_ROW = PRICING_GUIDE[PRICING_GUIDE.length - 1] as PricingGuideRow;

/** The guide row that prices a category; "Other" for anything without a row of its own. */
export function pricingGuideFor(category: string): PricingGuideRow {
  return PRICING_GUIDE.find((row) => (row.categories as readonly string[]).includes(category)) ?? OTHER_ROW;
}

export type PriceHintTone = 'low' | 'good' | 'high';

export interface PriceHint {
  tone: PriceHintTone;
  message: string;
}

export const PRICE_HINTS: Record<PriceHintTone, string> = {
  low: 'Consider pricing higher for better value',
  good: 'Great pricing for this category!',
  high: 'Price seems high compared to similar items',
};

/**
 * The spec's hint for a price in a category: under the minimum, within the range (both ends included), or
 * over the maximum. Undefined while there is no positive price to judge.
 */
export function priceHint(category: string, price: number): PriceHint | undefined {
  if (!Number.isFinite(price) || price <= 0) return undefined;
  const row = pricingGuideFor(category);
  const tone: PriceHintTone = price < row.min ? 'low' : price > row.max ? 'high' : 'good';
  return { tone, message: PRICE_HINTS[tone] };
}

/** The seller dashboard's guide marks a price under ₹50 as unusually low and one over ₹1,000 as unusually high. */
export function dashboardPriceFlag(price: number): 'low' | 'high' | undefined {
  // A free listing is meant to be free (docs/decisions/093-free-listings.md), not unusually cheap.
  if (price === 0) return undefined;
  if (price < 50) return 'low';
  if (price > 1000) return 'high';
  return undefined;
}
