import { describe, expect, it } from 'vitest';
import { averageOrderValue } from './money.ts';

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
