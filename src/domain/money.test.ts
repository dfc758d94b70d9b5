import { describe, expect, it } from 'vitest';
import { groupIndianDigits, writeIndianNumber } from './indian-digits.ts';
import { averageOrderValue, formatRupees } from './money.ts';

describe('the average order value', () => {
  it('divides what the counted orders cost by their number, to the paisa, half up', () => {
    expect(averageOrderValue(90_000, 2)).toBe(45_000);
    expect(averageOrderValue(100, 3)).toBe(33);
    expect(averageOrderValue(101, 2)).toBe(51);
    expect(averageOrderValue(40_135, 1)).toBe(40_135);
  });

  it('is nothing when no order counts', () => {
    expect(averageOrderValue(0, 0)).toBe(0);
  });
});

describe('rupees as people read them', () => {
  it('groups the last three digits, then pairs (lakhs, crores), with two decimals', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99_999)).toBe('₹999.99');
    expect(formatRupees(100_000)).toBe('₹1,000.00');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000.00');
    expect(formatRupees(1_234_567_890)).toBe('₹1,23,45,678.90');
    expect(formatRupees(-50_000)).toBe('-₹500.00');
  });

  it('writes every amount as Intl.NumberFormat for India does', () => {
    const india = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    for (let digits = 1; digits <= 12; digits += 1) {
      for (let sample = 0; sample < 50; sample += 1) {
        const paise = Math.floor(Math.random() * 10 ** digits);
        expect(formatRupees(paise)).toBe(india.format(paise / 100));
      }
    }
  });
});

describe('counts as people in India read them', () => {
  it('group like toLocaleString for India', () => {
    for (const count of [0, 7, 999, 1000, 12_345, 1_00_000, 12_34_567, 99_99_99_999]) {
      expect(groupIndianDigits(count)).toBe(count.toLocaleString('en-IN'));
    }
  });

  it('write fractions like Intl for India: at most three decimals, rounded half up as written', () => {
    const samples = [
      4.5, 0.25, -2.75, 1.0005, 2.9996, 1234.5678, 12_34_567.891, 99_99_999.9999, 0.001, -0.0004,
    ];
    for (let index = 0; index < 500; index++) samples.push((Math.random() - 0.2) * 10 ** (index % 9));
    for (const value of samples) {
      expect(writeIndianNumber(value)).toBe(value.toLocaleString('en-IN'));
      expect(writeIndianNumber(value)).toBe(value.toLocaleString('hi-IN'));
    }
  });
});
