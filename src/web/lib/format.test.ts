import { describe, expect, it } from 'vitest';
import { formatDate, formatOrderNumber, formatPrice } from './format.ts';

describe('formatting', () => {
  it('shows prices in rupees with Indian digit grouping and two decimals', () => {
    expect(formatPrice(100000)).toBe('₹1,00,000.00');
    expect(formatPrice('1499')).toBe('₹1,499.00');
    expect(formatPrice('49.5')).toBe('₹49.50');
  });

  it('shows order numbers as TXN- and the id padded to six digits', () => {
    expect(formatOrderNumber(123)).toBe('TXN-000123');
    expect(formatOrderNumber(1234567)).toBe('TXN-1234567');
  });

  it('shows dates like Mar 5, 2024', () => {
    expect(formatDate('2024-03-05T12:00:00.000Z')).toBe('Mar 5, 2024');
  });
});
