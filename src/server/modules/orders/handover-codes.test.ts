import { describe, expect, it } from 'vitest';
import { handoverCodesMatch, newHandoverCode } from './handover-codes.ts';

describe('hand-over codes', () => {
  it('are six digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newHandoverCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('match only the very same six digits', () => {
    expect(handoverCodesMatch('004217', '004217')).toBe(true);
    expect(handoverCodesMatch('004218', '004217')).toBe(false);
    expect(handoverCodesMatch('4217', '004217')).toBe(false);
    expect(handoverCodesMatch('', '004217')).toBe(false);
  });
});
