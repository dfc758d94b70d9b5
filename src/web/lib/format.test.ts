import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatOrderNumber, formatPrice, formatTimeAgo } from './format.ts';

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
    expect(formatDate('2024-03-05T12:00:00.000Z', 'en')).toBe('Mar 5, 2024');
  });

  it('shows dates to a Hindi reader day first, with the month named in Devanagari', () => {
    expect(formatDate('2024-03-05T12:00:00.000Z', 'hi')).toBe('5 मार्च 2024');
    expect(formatDate('2024-09-05T12:00:00.000Z', 'hi')).toBe('5 सितंबर 2024');
    // 'on 5 March 2024 at 12:00 pm', as Hindi says it; the same time of day as in English.
    const english = formatDateTime('2024-03-05T12:00:00.000Z');
    const hindi = formatDateTime('2024-03-05T12:00:00.000Z', 'hi');
    const [, time, halfDay] = english.match(/^Mar 5, 2024, (\d{1,2}:\d{2}) ([AP]M)$/) ?? [];
    expect(hindi).toBe(`5 मार्च 2024 को ${time} ${halfDay?.toLowerCase()} बजे`);
  });

  it('says how long ago something happened in the largest whole unit', () => {
    const now = new Date('2025-01-18T12:00:00.000Z');
    expect(formatTimeAgo('2025-01-18T11:59:30.000Z', now)).toBe('just now');
    expect(formatTimeAgo('2025-01-18T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2025-01-18T10:30:00.000Z', now)).toBe('1 hour ago');
    expect(formatTimeAgo('2025-01-17T09:00:00.000Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2024-12-28T12:00:00.000Z', now)).toBe('3 weeks ago');
  });

  it('says it in Hindi for a Hindi reader', () => {
    const now = new Date('2025-01-18T12:00:00.000Z');
    expect(formatTimeAgo('2025-01-18T11:59:30.000Z', now, 'hi')).toBe('अभी-अभी');
    expect(formatTimeAgo('2025-01-18T11:55:00.000Z', now, 'hi')).toBe('5 मिनट पहले');
    expect(formatTimeAgo('2025-01-17T09:00:00.000Z', now, 'hi')).toBe('कल');
    expect(formatTimeAgo('2025-01-15T12:00:00.000Z', now, 'hi')).toBe('3 दिन पहले');
  });

  it('keeps Indian grouping for money whatever the language', () => {
    expect(formatPrice(100000)).toBe('₹1,00,000.00');
  });
});
