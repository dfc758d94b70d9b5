import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalogue.ts';
import { dashboardPriceFlag, PRICING_GUIDE, priceHint, pricingGuideFor } from './pricing-guide.ts';

describe('the pricing guide', () => {
  it('has the spec’s rows and ranges', () => {
    expect(PRICING_GUIDE.map((row) => [row.label, row.min, row.max])).toEqual([
      ['Textbooks', 100, 500],
      ['Assignments', 30, 150],
      ['Handwritten Notes and Notes', 50, 200],
      ['Lab Journals', 100, 300],
      ['Stationery', 20, 200],
      ['Calculators', 200, 1000],
      ['Other', 50, 500],
    ]);
  });

  it('prices every one of the 20 categories by exactly one row', () => {
    const mapped = PRICING_GUIDE.flatMap((row) => row.categories);
    expect(mapped.toSorted()).toEqual([...CATEGORIES].sort());
  });

  it.each([
    ['Textbooks', 'Textbooks'],
    ['Reference Books', 'Textbooks'],
    ['Handwritten Notes', 'Handwritten Notes and Notes'],
    ['Course Notes', 'Handwritten Notes and Notes'],
    ['Previous Year Papers', 'Assignments'],
    ['Stationery', 'Stationery'],
    ['Calculators', 'Calculators'],
    ['Backpacks & Bags', 'Other'],
    ['Something new', 'Other'],
  ])('prices %s with the %s row', (category, label) => {
    expect(pricingGuideFor(category).label).toBe(label);
  });

  it.each([
    ['Textbooks', 99.99, 'Consider pricing higher for better value'],
    ['Textbooks', 100, 'Great pricing for this category!'],
    ['Textbooks', 500, 'Great pricing for this category!'],
    ['Textbooks', 500.01, 'Price seems high compared to similar items'],
    ['Calculators', 199, 'Consider pricing higher for better value'],
    ['Calculators', 1000, 'Great pricing for this category!'],
    ['Calculators', 1001, 'Price seems high compared to similar items'],
    ['Stationery', 20, 'Great pricing for this category!'],
    ['Stationery', 19, 'Consider pricing higher for better value'],
    ['Study Lamps', 50, 'Great pricing for this category!'],
    ['Study Lamps', 501, 'Price seems high compared to similar items'],
  ])('hints for %s at ₹%s: "%s"', (category, price, message) => {
    expect(priceHint(category, price)?.message).toBe(message);
  });

  it('gives no hint until there is a positive price', () => {
    expect(priceHint('Textbooks', 0)).toBeUndefined();
    expect(priceHint('Textbooks', Number.NaN)).toBeUndefined();
  });

  it('flags dashboard prices under ₹50 as low and over ₹1,000 as high', () => {
    expect(dashboardPriceFlag(49)).toBe('low');
    expect(dashboardPriceFlag(50)).toBeUndefined();
    expect(dashboardPriceFlag(1000)).toBeUndefined();
    expect(dashboardPriceFlag(1000.5)).toBe('high');
  });

  it('neither hints at nor flags the price of a free listing', () => {
    expect(priceHint('Textbooks', 0)).toBeUndefined();
    expect(dashboardPriceFlag(0)).toBeUndefined();
  });
});
